import slugify from "slugify";
import { SLUG_PATTERN } from "./contracts";

const MAX_SLUG = 80;

/**
 * A URL slug from an English title: lowercase ASCII kebab-case, cut at a word boundary. The one
 * rule for the API (which makes a slug when a new item has none) and the dashboard (which shows
 * the slug the API would make while the title is typed).
 */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lower: true, strict: true, locale: "en", trim: true })
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  const cut = base.length <= MAX_SLUG ? base : base.slice(0, MAX_SLUG).replace(/-[^-]*$/, "");
  return SLUG_PATTERN.test(cut) ? cut : "item";
}
