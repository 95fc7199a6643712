/**
 * An item's translatable texts by field path: the one naming the API's out-of-date flags and
 * history and the dashboard's labels share. A picture's texts are named by the picture (its media
 * id), so reordering keeps them. No zod here: the dashboard's list and history screens import it.
 */
import type { ItemKindName } from "./contracts/common";
import type { Lang } from "./languages";

type Texts = Partial<Record<Lang, string>>;

/** The parts of a news or gallery item (stored, or as the API answers it) that carry texts. */
export interface WithTexts {
  title: Texts;
  excerpt?: Texts;
  body?: Texts;
  description?: Texts;
  cover?: { alt: Texts } | null;
  images?: { mediaId: string; alt: Texts; caption: Texts }[];
}

export function translatableTexts(item: WithTexts): Record<string, Texts> {
  const texts: Record<string, Texts> = { title: item.title };
  if (item.excerpt) texts.excerpt = item.excerpt;
  if (item.body) texts.body = item.body;
  if (item.description) texts.description = item.description;
  if (item.cover) texts["cover.alt"] = item.cover.alt;
  for (const image of item.images ?? []) {
    texts[`images.${image.mediaId}.alt`] = image.alt;
    texts[`images.${image.mediaId}.caption`] = image.caption;
  }
  return texts;
}

/** A field of pictures whose alt texts must be translated: one picture, or a list of them. */
export type PictureField = { field: "cover"; many: false } | { field: "images"; many: true };

export interface RequiredTexts {
  texts: readonly ("title" | "excerpt" | "body" | "description")[];
  pictures: readonly PictureField[];
}

/**
 * The texts each kind must have in every language before it counts as translated: plain localized
 * fields, and the alt text of each of its pictures: a cover, a list of images, or both (a kind
 * may have any of the picture fields). The API's "to translate" filter (translation=needed) and
 * the dashboard's list of what each item lacks both read this.
 */
export const REQUIRED_TEXTS = {
  news: { texts: ["title", "excerpt", "body"], pictures: [{ field: "cover", many: false }] },
  gallery: { texts: ["title", "description"], pictures: [{ field: "images", many: true }] },
} as const satisfies Record<ItemKindName, RequiredTexts>;

/** The pictures an item's picture field holds: none, its one picture, or its list. */
const picturesIn = (item: WithTexts, { field }: PictureField): { alt: Texts }[] =>
  field === "images" ? (item.images ?? []) : item.cover ? [item.cover] : [];

/** An item's texts that `required` names, absent ones left out. */
export function textsRequiredBy({ texts, pictures }: RequiredTexts, item: WithTexts): Texts[] {
  const fields: Texts[] = texts.flatMap((field) => item[field] ?? []);
  const alts = pictures.flatMap((picture) => picturesIn(item, picture).map((each) => each.alt));
  return [...fields, ...alts];
}

/** An item's texts REQUIRED_TEXTS names for its kind, absent ones left out. */
export const requiredTextsOf = (kind: keyof typeof REQUIRED_TEXTS, item: WithTexts): Texts[] =>
  textsRequiredBy(REQUIRED_TEXTS[kind], item);

/** A picture's text path ("images.<mediaId>.alt") in parts, or null for any other field. */
export function pictureTextOf(path: string): { mediaId: string; text: "alt" | "caption" } | null {
  const match = /^images\.(.+)\.(alt|caption)$/.exec(path);
  return match ? { mediaId: match[1] ?? "", text: match[2] === "alt" ? "alt" : "caption" } : null;
}
