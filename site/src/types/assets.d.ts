// Webpack (Gatsby) turns imported pictures into URLs.
declare module "*.svg" {
  const url: string;
  export default url;
}

// CSS modules export their class names (Gatsby 5: named exports).
declare module "*.module.css" {
  const classes: Record<string, string>;
  export = classes;
}

// Webpack (Gatsby) turns imported font files into URLs, the same ones CSS url() gets.
declare module "*.woff2" {
  const url: string;
  export default url;
}

// The public pages' entry, built by scripts/build-islands.mjs before Gatsby runs (and before a
// type check on a fresh clone has it): its code, its file's path, and the island files it loads.
declare module "*/.islands/entry.json" {
  const entry: { code: string; src: string; islands: Record<string, string> };
  export default entry;
}
