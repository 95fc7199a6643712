import slugify from "slugify";
import { SLUG_PATTERN } from "../../contracts";

const MAX_SLUG = 80;

/** A URL slug from an English title: lowercase ASCII kebab-case, cut at a word boundary. */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lower: true, strict: true, locale: "en", trim: true })
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  const cut = base.length <= MAX_SLUG ? base : base.slice(0, MAX_SLUG).replace(/-[^-]*$/, "");
  return SLUG_PATTERN.test(cut) ? cut : "item";
}

/** Candidates when a made-up slug is taken: title, title-2, title-3, ... */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n += 1) yield `${base}-${n}`;
}
