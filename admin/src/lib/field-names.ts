import { pictureTextOf, translatableTexts, type WithTexts } from "@leca/shared/translatable";
import { i18n, type MessageKey } from "@/i18n";
import type { ItemText } from "./item-kind";

// One place for how the dashboard names an item's fields: the history's change lists and
// comparison, and the editor's out-of-date summary. Paths are the API's (shared/translatable).
// Names are keys, translated when asked for: the language can change while the app runs.

const NAMES: Record<string, MessageKey> = {
  title: "history.fields.title",
  excerpt: "history.fields.excerpt",
  body: "history.fields.body",
  description: "history.fields.description",
  "cover.alt": "history.fields.coverAlt",
  slug: "history.fields.slug",
  status: "history.fields.status",
  publishedAt: "history.fields.publishedAt",
  media: "history.fields.media",
};

/**
 * A field's name in the admin's language: "Title", "Cover alt text". A picture's text is named by
 * the picture's place among `pictures` (media ids in order), "Alt text of image 2", or without
 * them "Picture alt text".
 */
export function fieldName(path: string, pictures?: string[]): string {
  const picture = pictureTextOf(path);
  if (!picture) {
    const key = NAMES[path];
    return key ? i18n.t(key) : path;
  }
  const which = picture.text === "alt" ? "alt" : "caption";
  if (!pictures) return i18n.t(`history.fields.picture.${which}.any`);
  const position = pictures.indexOf(picture.mediaId);
  return position === -1
    ? i18n.t(`history.fields.picture.${which}.removed`)
    : i18n.t(`history.fields.picture.${which}.at`, { position: position + 1 });
}

/** Field names as a list in a sentence: "Title (English), Body (Arabic)". */
export const fieldList = (names: string[]): string =>
  names.join(i18n.t("history.fields.separator"));

/** An item's texts with their names, as the history compares them (ItemKindDescriptor.texts). */
export function itemTexts(item: WithTexts): ItemText[] {
  const pictures = (item.images ?? []).map((image) => image.mediaId);
  return Object.entries(translatableTexts(item)).map(([path, text]) => ({
    path,
    label: fieldName(path, pictures),
    text,
  }));
}
