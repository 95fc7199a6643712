import {
  byKind,
  fieldsOf,
  isLocalized,
  pictureTextOf,
  translatableTexts,
  type Kinds,
  type KindConfig,
  type Content,
} from "@leca/shared/kinds";
import { i18n, type MessageKey } from "@/i18n";
import type { ItemPicture, ItemText } from "./item-kind";

// One place for how the dashboard names an item's fields: the history's change lists and
// comparison, and the editor's out-of-date summary. Paths are the API's (shared/translatable).
// Names are keys, translated when asked for: the language can change while the app runs.

/** Every kind's field names in the history: a text by its name, a single picture's alt text. */
type HistoryWords = {
  [K in keyof Kinds]: {
    [F in keyof Kinds[K]["fields"] & string]: Kinds[K]["fields"][F] extends { type: "picture" }
      ? `history.fields.${F}Alt`
      : Kinds[K]["fields"][F] extends { type: "text" | "markdown" }
        ? `history.fields.${F}`
        : never;
  }[keyof Kinds[K]["fields"] & string];
}[keyof Kinds];
// A kind's field without its name in history.json does not compile.
const _historyWords: [HistoryWords] extends [MessageKey] ? true : never = true;

const NAMES: Record<string, MessageKey> = {
  ...Object.fromEntries(
    Object.values(byKind((config) => config)).flatMap((config) =>
      fieldsOf(config).flatMap(([name, field]) =>
        isLocalized(field)
          ? [[name, `history.fields.${name}`]]
          : field.type === "picture"
            ? [[`${name}.alt`, `history.fields.${name}Alt`]]
            : [],
      ),
    ),
  ),
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

const listsOf = (config: KindConfig) =>
  fieldsOf(config)
    .filter(([, field]) => field.type === "pictures")
    .map(([name]) => name);

/** An item's texts with their names, as the history compares them (ItemKindDescriptor.texts). */
export const itemTextsOf =
  (config: KindConfig) =>
  (item: Content): ItemText[] => {
    const lists = listsOf(config);
    // A list's pictures are numbered by their place in this version.
    const pictures = lists.flatMap((name) =>
      ((item as Record<string, { mediaId: string }[] | undefined>)[name] ?? []).map(
        (image) => image.mediaId,
      ),
    );
    return Object.entries(translatableTexts(config, item)).map(([path, text]) => ({
      path,
      label: fieldName(path, pictures),
      text,
    }));
  };

interface Shown {
  mediaId: string;
  url: string;
  alt: { en: string };
}

/** An item's pictures in order, as the history compares them (ItemKindDescriptor.pictures). */
export const itemPicturesOf =
  (config: KindConfig) =>
  (item: Content): ItemPicture[] =>
    fieldsOf(config).flatMap(([name, field]) => {
      const value = (item as Record<string, unknown>)[name];
      const shown: Shown[] =
        field.type === "picture"
          ? value
            ? [value as Shown]
            : []
          : field.type === "pictures"
            ? (value as Shown[])
            : [];
      return shown.map((picture) => ({
        mediaId: picture.mediaId,
        url: picture.url,
        alt: picture.alt.en,
      }));
    });
