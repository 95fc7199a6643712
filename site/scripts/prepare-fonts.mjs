// Cuts the site's fonts to what its pages use, into site/.fonts, and writes their @font-face rules
// there (arabic.css and inter.css, imported by plugins/site-shell/gatsby-browser.tsx). The rules come from the same
// lists the files are cut by, so the two cannot drift apart. Every byte of a font competes with
// the page's largest picture on a slow phone network (issue 15), whether or not the font arrives
// in time to be used.
//
// - IBM Plex Sans Arabic (fontsource's "arabic" files, 43-44 KB each): cut to the letters, marks,
//   digits and punctuation of Arabic as the site writes it (ARABIC_RANGES), and the joiners and
//   direction marks. The contextual letter forms stay (the subsetter keeps what the shaping rules
//   reach). What goes: the Arabic block's letters for Persian, Urdu and other languages, Quranic
//   annotation signs, and the legacy presentation-form code points. 43-44 KB -> 29-30 KB (the
//   whole block) -> 16 KB each: an Arabic page preloads both, 59 -> 32 KB at the highest
//   priority, beside its largest picture. A character outside these ranges (a Persian گ in a
//   name) is still shown, in the fallback face (theme.css), since unicode-range says the face
//   does not have it.
//   "optional", as for Inter (below): Arabic pages preload both files
//   (components/seo/font-preloads.ts), the browser holds the first paint up to ~100 ms for them,
//   and if they are not there by then the page view stays in the system's Arabic face. With
//   "swap" a phone's first view painted in that face and re-wrapped when Plex came 0.3-0.5 s
//   later: lines moved (CLS 0.019 on /ar/calculator/, 0.002 on /ar/lecapon/, mid-tier phone),
//   and on Android, whose Arabic face (Noto) no size-adjusted fallback rule can name, by more.
// - Inter, the English and Russian pages' face (@fontsource-variable/inter): every glyph of
//   fontsource's unicode ranges stays, but the weight axis is cut from 100-900 to 400-800, the
//   weights the styles use (font-weight 400, 500, 600, 700, 800): Latin 48.3 -> 31.4 KB, Cyrillic
//   18.7 -> 12.8 KB. "optional": with "swap", text painted in the fallback re-wrapped when Inter
//   arrived a few hundred ms later, and a heading one line longer pushed the page down (CLS 0.027
//   on a Russian news page, Lighthouse's mobile preset). With "optional" the browser waits up to
//   ~100 ms for Inter and otherwise keeps the metric-matched fallback (theme.css) for that page
//   view; Inter is then cached (immutable) and used from the next page load on. Nothing moves
//   either way.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { ARABIC_RANGES } from "./arabic-ranges.mjs";
import { upToDate } from "./up-to-date.mjs";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.resolve(here, "../.fonts");

/** The weights the styles use: the variable face is cut to this range of its axis. */
const INTER_WEIGHTS = { min: 400, max: 800 };

/** Unicode ranges as [first, last] code points (fontsource v5's, for Inter's subsets). */
const INTER_SUBSETS = {
  "cyrillic-ext": [
    [0x0460, 0x052f],
    [0x1c80, 0x1c8a],
    [0x20b4, 0x20b4],
    [0x2de0, 0x2dff],
    [0xa640, 0xa69f],
    [0xfe2e, 0xfe2f],
  ],
  cyrillic: [
    [0x0301, 0x0301],
    [0x0400, 0x045f],
    [0x0490, 0x0491],
    [0x04b0, 0x04b1],
    [0x2116, 0x2116],
  ],
  "latin-ext": [
    [0x0100, 0x02ba],
    [0x02bd, 0x02c5],
    [0x02c7, 0x02cc],
    [0x02ce, 0x02d7],
    [0x02dd, 0x02ff],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x1d00, 0x1dbf],
    [0x1e00, 0x1e9f],
    [0x1ef2, 0x1eff],
    [0x2020, 0x2020],
    [0x20a0, 0x20ab],
    [0x20ad, 0x20c0],
    [0x2113, 0x2113],
    [0x2c60, 0x2c7f],
    [0xa720, 0xa7ff],
  ],
  latin: [
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
};

const thisScript = fileURLToPath(import.meta.url);
const arabicRangesFile = path.join(here, "arabic-ranges.mjs");

const arabicFile = (weight) => `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
const arabicFiles = path.dirname(
  require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${arabicFile(400)}`),
);
const interFiles = path.dirname(
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);
const { min, max } = INTER_WEIGHTS;

/** One file to cut and the @font-face rule that serves it. */
const faces = [
  ...["400", "700"].map((weight) => ({
    sheet: "arabic.css",
    family: "IBM Plex Sans Arabic",
    display: "optional",
    weight,
    from: path.join(arabicFiles, arabicFile(weight)),
    name: arabicFile(weight),
    format: "woff2",
    ranges: ARABIC_RANGES,
  })),
  ...Object.entries(INTER_SUBSETS).map(([subset, ranges]) => ({
    sheet: "inter.css",
    family: "Inter Variable",
    display: "optional",
    weight: `${min} ${max}`,
    from: path.join(interFiles, `inter-${subset}-wght-normal.woff2`),
    name: `inter-${subset}-wght-${min}-${max}-normal.woff2`,
    format: "woff2-variations",
    ranges,
    axes: { wght: INTER_WEIGHTS },
  })),
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges) =>
  ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
const textOf = (ranges) =>
  ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join("");

const rule = (face) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: ${face.display};
  font-weight: ${face.weight};
  src: url("./${face.name}") format("${face.format}");
  unicode-range: ${unicodeRange(face.ranges)};
}
`;

/** Writes a file unless it already holds `text` (a rewrite would make webpack redo it). */
async function writeIfChanged(file, text) {
  if ((await fs.readFile(file, "utf8").catch(() => null)) === text) return;
  await fs.writeFile(`${file}.tmp`, text);
  await fs.rename(`${file}.tmp`, file);
}

async function cut(face) {
  const to = path.join(target, face.name);
  // A change to the ranges (this script, arabic-ranges.mjs) cuts the files again.
  if (await upToDate([face.from, thisScript, arabicRangesFile], to)) return;
  const font = await fs.readFile(face.from);
  const subset = await subsetFont(font, textOf(face.ranges), {
    targetFormat: "woff2",
    ...(face.axes ? { variationAxes: face.axes } : {}),
  });
  await fs.writeFile(`${to}.tmp`, subset);
  await fs.rename(`${to}.tmp`, to);
  console.log(`fonts: ${face.name} ${font.length} -> ${subset.length} bytes`);
}

await fs.mkdir(target, { recursive: true });
await Promise.all(faces.map(cut));
for (const sheet of new Set(faces.map((face) => face.sheet))) {
  const rules = faces.filter((face) => face.sheet === sheet).map(rule);
  await writeIfChanged(
    path.join(target, sheet),
    `/* Written by scripts/prepare-fonts.mjs: the font files beside it, cut to these ranges. */\n${rules.join("\n")}`,
  );
}
