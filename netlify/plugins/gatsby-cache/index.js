// A local Netlify build plugin: keeps Gatsby's cache (site/.cache) and last output (site/public)
// between Netlify builds, so a publish from the dashboard rebuilds only what changed (processed
// images above all) instead of starting cold. Netlify detects Gatsby's own cache only for a site
// at the repository root; ours is in site/. `utils.cache` is Netlify's build cache API.
const DIRECTORIES = ["site/.cache", "site/public"];

module.exports = {
  async onPreBuild({ utils }) {
    for (const directory of DIRECTORIES) {
      const restored = await utils.cache.restore(directory);
      console.log(`gatsby-cache: ${directory} ${restored ? "restored" : "not cached yet"}`);
    }
  },
  async onPostBuild({ utils }) {
    for (const directory of DIRECTORIES) {
      const saved = await utils.cache.save(directory);
      console.log(`gatsby-cache: ${directory} ${saved ? "saved" : "not saved (missing)"}`);
    }
  },
};
