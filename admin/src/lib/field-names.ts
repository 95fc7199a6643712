import { pictureTextOf, translatableTexts, type WithTexts } from "@leca/shared/translatable";
import type { ItemText } from "./item-kind";

// One place for how the dashboard names an item's fields: the history's change lists and
// comparison, and the editor's out-of-date summary. Paths are the API's (shared/translatable).

const NAMES: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  body: "Body",
  description: "Description",
  "cover.alt": "Cover alt text",
  slug: "Address",
  status: "Status",
  publishedAt: "Publication date",
  media: "Pictures",
};

/**
 * A field's name: "Title", "Cover alt text". A picture's text is named by the picture's place
 * among `pictures` (media ids in order), "Alt text of image 2", or without them "Picture alt text".
 */
export function fieldName(path: string, pictures?: string[]): string {
  const picture = pictureTextOf(path);
  if (!picture) return NAMES[path] ?? path;
  const what = picture.text === "alt" ? "alt text" : "caption";
  if (!pictures) return `Picture ${what}`;
  const position = pictures.indexOf(picture.mediaId);
  const name = position === -1 ? `${what} of a removed image` : `${what} of image ${position + 1}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** An item's texts with their names, as the history compares them (ItemKindDescriptor.texts). */
export function itemTexts(item: WithTexts): ItemText[] {
  const pictures = (item.images ?? []).map((image) => image.mediaId);
  return Object.entries(translatableTexts(item)).map(([path, text]) => ({
    path,
    label: fieldName(path, pictures),
    text,
  }));
}
