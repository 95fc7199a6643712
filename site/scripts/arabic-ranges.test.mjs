// The Arabic face is cut to ARABIC_RANGES (prepare-fonts.mjs). A letter of the site's own copy
// outside them would be drawn in the fallback face, in the middle of a word set in IBM Plex Sans
// Arabic: every Arabic character the site's text can show must be in the cut.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { missingFromArabicFace } from "./arabic-ranges.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where visible text comes from: the messages, the content, the pages, the API's messages. */
const SOURCES = ["locales", "content", "site/src", "api/src"];
const TEXT_FILE = /\.(json|md|ts|tsx)$/;

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT_FILE.test(entry.name)) yield file;
  }
}

test("every Arabic character of the site's text is in the Arabic face's cut", () => {
  const missing = {};
  let arabicFiles = 0;
  for (const source of SOURCES) {
    for (const file of textFiles(path.join(root, source))) {
      const text = fs.readFileSync(file, "utf8");
      if (/[\u0600-\u06ff]/.test(text)) arabicFiles += 1;
      const chars = missingFromArabicFace(text);
      if (chars.length > 0) missing[path.relative(root, file)] = chars.join(" ");
    }
  }
  assert.ok(arabicFiles > 20, `only ${arabicFiles} files with Arabic text found: wrong folders?`);
  assert.deepEqual(missing, {});
});

test("a Persian or Urdu letter is reported, Arabic and Latin text is not", () => {
  assert.deepEqual(missingFromArabicFace("كيس ٢٫٥ لتر، LECA 50 L؟"), []);
  assert.deepEqual(missingFromArabicFace("گچ پی"), ["گ", "چ", "پ", "ی"]);
});
