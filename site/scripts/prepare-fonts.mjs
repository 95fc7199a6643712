// Cuts IBM Plex Sans Arabic (fontsource's "arabic" files, 43-44 KB each) down to the Arabic block,
// U+0600-06FF, and the joiners and direction marks Arabic text uses, into site/.fonts, and writes
// the @font-face rules for them there (ibm-plex-sans-arabic.css, imported by gatsby-browser.tsx).
// The rules come from the same ranges the files are cut to, so the two cannot drift apart.
// The contextual letter forms stay (the subsetter keeps what the shaping rules reach); what goes
// is the Extended-A/B letters and the legacy presentation-form code points, which text in Arabic
// does not use. Result: 29-30 KB each, about 28 KB less before an Arabic page can paint its text
// on a slow phone network. Characters outside the subset fall through to the next face in the
// stack (theme.css, --font-arabic).
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { upToDate } from "./up-to-date.mjs";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, "../.fonts");
const files = path.dirname(
  require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2"),
);

const WEIGHTS = ["400", "700"];
/** The code points kept: the Arabic block, then ZWNJ, ZWJ, LRM and RLM. */
const RANGES = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
const subsetText = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).join("");
const unicodeRange = RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(", ");
const fileName = (weight) => `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;

// "swap": Arabic text is shown at once in the metric-matched fallback (theme.css) and set in its
// own face as soon as it arrives; Arabic pages preload both files (components/seo/font-preloads.ts).
const css = `/* Written by scripts/prepare-fonts.mjs: IBM Plex Sans Arabic, cut to ${unicodeRange}. */
${WEIGHTS.map(
  (weight) => `@font-face {
  font-family: "IBM Plex Sans Arabic";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("./${fileName(weight)}") format("woff2");
  unicode-range: ${unicodeRange};
}
`,
).join("\n")}`;

/** Writes the rules unless the file already holds them (a rewrite would make webpack redo it). */
async function writeCss(file) {
  if ((await fs.readFile(file, "utf8").catch(() => null)) === css) return;
  await fs.writeFile(`${file}.tmp`, css);
  await fs.rename(`${file}.tmp`, file);
}

async function main() {
  await fs.mkdir(target, { recursive: true });
  for (const weight of WEIGHTS) {
    const name = fileName(weight);
    const from = path.join(files, name);
    const to = path.join(target, name);
    if (await upToDate(from, to)) continue;
    const font = await fs.readFile(from);
    const subset = await subsetFont(font, subsetText, { targetFormat: "woff2" });
    await fs.writeFile(`${to}.tmp`, subset);
    await fs.rename(`${to}.tmp`, to);
    console.log(`fonts: ${name} ${font.length} -> ${subset.length} bytes`);
  }
  await writeCss(path.join(target, "ibm-plex-sans-arabic.css"));
}

await main();
