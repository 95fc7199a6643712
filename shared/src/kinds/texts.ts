/**
 * An item's translatable texts by field path: the one naming the API's out-of-date flags and
 * history and the dashboard's labels share. A picture's texts are named by the picture (its media
 * id), so reordering keeps them: "cover.alt", "images.<mediaId>.caption".
 */
import type { Lang } from "../languages";
import { fieldsOf, isLocalized, picturesHeld, type KindConfig } from "./fields";

type Texts = Partial<Record<Lang, string>>;
interface Described {
  mediaId: string;
  alt: Texts;
  caption?: Texts;
}

/** An item's content as the store keeps it or the API answers it: its fields by name. */
export type Content = object;

const valueOf = (item: Content, name: string): unknown => (item as Record<string, unknown>)[name];

export function translatableTexts(config: KindConfig, item: Content): Record<string, Texts> {
  const texts: Record<string, Texts> = {};
  for (const [name, field] of fieldsOf(config)) {
    const value = valueOf(item, name);
    if (isLocalized(field)) {
      if (value) texts[name] = value as Texts;
    } else if (field.type === "picture") {
      if (value) texts[`${name}.alt`] = (value as Described).alt;
    } else {
      for (const image of (value as Described[] | undefined) ?? []) {
        texts[`${name}.${image.mediaId}.alt`] = image.alt;
        texts[`${name}.${image.mediaId}.caption`] = image.caption ?? {};
      }
    }
  }
  return texts;
}

/** A field of pictures whose alt texts must be translated: one picture, or a list of them. */
export interface PictureTexts {
  field: string;
  many: boolean;
}

export interface RequiredTexts {
  texts: readonly string[];
  pictures: readonly PictureTexts[];
}

/**
 * The texts a kind must have in every language before it counts as translated: every required
 * localized field, and the alt text of each of its pictures. The API's "to translate" filter
 * (translation=needed) and the dashboard's list of what each item lacks both read this.
 */
export function requiredTexts(config: KindConfig): RequiredTexts {
  const fields = fieldsOf(config);
  return {
    texts: fields.filter(([, field]) => isLocalized(field) && field.required).map(([name]) => name),
    pictures: fields.flatMap(([name, field]) =>
      field.type === "picture" || field.type === "pictures"
        ? [{ field: name, many: field.type === "pictures" }]
        : [],
    ),
  };
}

/** The pictures an item's picture field holds: none, its one picture, or its list. */
const picturesIn = (item: Content, { field, many }: PictureTexts): Described[] =>
  picturesHeld<Described>(field, many, valueOf(item, field)).map(({ picture }) => picture);

/** An item's texts that `required` names, absent ones left out. */
export function textsRequiredBy({ texts, pictures }: RequiredTexts, item: Content): Texts[] {
  const fields = texts.flatMap((field) => (valueOf(item, field) as Texts | undefined) ?? []);
  const alts = pictures.flatMap((picture) => picturesIn(item, picture).map((each) => each.alt));
  return [...fields, ...alts];
}

/** The fields of a kind's content a list row keeps (its summary), and its translation flags. */
export const summaryFieldsOf = (config: KindConfig): string[] => [
  ...fieldsOf(config)
    .filter(([, field]) => field.summary)
    .map(([name]) => name),
  "outdated",
];

/** The fields whose texts the dashboard's search finds. */
export const searchFieldsOf = (config: KindConfig): string[] =>
  fieldsOf(config)
    .filter(([, field]) => isLocalized(field) && field.search)
    .map(([name]) => name);

/**
 * A picture's text path ("images.<mediaId>.alt") in parts, or null for any other field: a
 * path of three parts whose last is a picture's text.
 */
export function pictureTextOf(
  path: string,
): { field: string; mediaId: string; text: "alt" | "caption" } | null {
  const match = /^([a-zA-Z]+)\.(.+)\.(alt|caption)$/.exec(path);
  if (!match) return null;
  return { field: match[1] ?? "", mediaId: match[2] ?? "", text: match[3] as "alt" | "caption" };
}
