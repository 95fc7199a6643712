// Cuts IBM Plex Sans Arabic (fontsource's "arabic" files, 43-44 KB each) down to the Arabic block,
// U+0600-06FF, and the joiners and direction marks Arabic text uses, into site/.fonts. The
// contextual letter forms stay (the subsetter keeps what the shaping rules reach); what goes is
// the Extended-A/B letters and the legacy presentation-form code points, which text in Arabic
// does not use. Result: 29-30 KB each, about 28 KB less before an Arabic page can paint its text
// on a slow phone network. Characters outside the subset fall through to the next face in the
// stack (src/styles/fonts.css declares the same ranges).
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

/** The code points kept: the Arabic block, ZWNJ, ZWJ, LRM and RLM. */
const ARABIC_SUBSET = (() => {
  let text = "\u200c\u200d\u200e\u200f";
  for (let code = 0x0600; code <= 0x06ff; code += 1) text += String.fromCodePoint(code);
  return text;
})();

async function main() {
  await fs.mkdir(target, { recursive: true });
  for (const weight of ["400", "700"]) {
    const name = `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
    const from = path.join(files, name);
    const to = path.join(target, name);
    if (await upToDate(from, to)) continue;
    const font = await fs.readFile(from);
    const subset = await subsetFont(font, ARABIC_SUBSET, {
      targetFormat: "woff2",
    });
    await fs.writeFile(`${to}.tmp`, subset);
    await fs.rename(`${to}.tmp`, to);
    console.log(`fonts: ${name} ${font.length} -> ${subset.length} bytes`);
  }
}

await main();
