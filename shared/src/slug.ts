import slugify from "slugify";
import { SLUG_PATTERN } from "@leca/api/contracts";

const MAX_SLUG = 80;

/**
 * The API's own rule (api/src/services/items/slugs.ts, which the package does not export to
 * browsers): the slug the server would make from the same English title.
 */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lower: true, strict: true, locale: "en", trim: true })
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  const cut = base.length <= MAX_SLUG ? base : base.slice(0, MAX_SLUG).replace(/-[^-]*$/, "");
  return SLUG_PATTERN.test(cut) ? cut : "item";
}
