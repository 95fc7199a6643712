/**
 * The field types a content kind is made of. A kind's config (news.ts, gallery.ts) lists its
 * fields with these; the contracts, the store, the API's item pipeline, the site's schema and the
 * dashboard's form all derive from that list. Plain data and types, no zod: the dashboard's list
 * screens and the site's islands read it too.
 */
import type { LocalizedText } from "../contracts/localized";
import type { Focus } from "../contracts/item-shapes";

/** A text in every language, translations tracked. */
export interface TextField {
  type: "text";
  /** The longest text a language may have, in characters. */
  max: number;
  /**
   * The message key when the English text is missing; without it the field is optional in every
   * language (and not among the texts a translator must supply).
   */
  required?: string;
  /** Kept in list rows (the item without its large fields). */
  summary?: boolean;
  /** Part of what the dashboard's search finds. */
  search?: boolean;
  /** Lines of the dashboard's input; without it, a single-line input. */
  rows?: number;
}

/** Markdown in every language: stored as written, rendered and sanitised where it is shown. */
export interface MarkdownField extends Omit<TextField, "type" | "rows"> {
  type: "markdown";
}

/** The longest alt text a picture may have, in each language, in every kind. */
export const PICTURE_ALT_MAX = 200;

/** One optional picture with its alt text in every language (a news cover). */
export interface PictureField {
  type: "picture";
  summary?: boolean;
}

/** An ordered list of pictures, each with its alt text and an optional caption. */
export interface PicturesField {
  type: "pictures";
  /** The most pictures an item may hold; `tooMany` says it as {{count}}. */
  max: number;
  tooMany: string;
  /** The longest caption, in characters. */
  caption: number;
  /** The message key when a published item has none; without it, none is allowed. */
  requiredToPublish?: string;
  summary?: boolean;
}

export type Field = TextField | MarkdownField | PictureField | PicturesField;
export type LocalizedField = TextField | MarkdownField;
export type AnyPictureField = PictureField | PicturesField;

/** Every kind has a title: lists, history, search and build reasons name an item by it. */
export type KindFields = { title: TextField } & Record<string, Field>;

export interface KindConfig<Name extends string = string, F extends KindFields = KindFields> {
  /** The API's name (`/api/news`), the dashboard's and the site's path segment. */
  name: Name;
  /** In the order the API answers them and the dashboard shows them. */
  fields: F;
}

export const defineKind = <const Name extends string, const F extends KindFields>(
  config: KindConfig<Name, F>,
) => config;

export const isLocalized = (field: Field): field is LocalizedField =>
  field.type === "text" || field.type === "markdown";
export const isPicture = (field: Field): field is AnyPictureField =>
  field.type === "picture" || field.type === "pictures";

/** A picture as an item stores it; `focus` is absent on pictures saved before focal points. */
export interface StoredPicture {
  mediaId: string;
  alt: LocalizedText;
  focus?: Focus | null;
}
export interface StoredImage extends StoredPicture {
  caption: Partial<LocalizedText>;
}

/** A field's value as the store keeps it. */
export type StoredValue<F extends Field> = F extends LocalizedField
  ? F extends { required: string }
    ? LocalizedText
    : Partial<LocalizedText>
  : F extends PictureField
    ? StoredPicture | null
    : StoredImage[];

/** The optional texts of a kind: absent from items saved before they existed. */
type OptionalKeys<F> = {
  [K in keyof F]: F[K] extends LocalizedField
    ? F[K] extends { required: string }
      ? never
      : K
    : never;
}[keyof F];

/** A kind's content as the store keeps it (its translation bookkeeping aside). */
export type StoredContent<C extends KindConfig> = {
  -readonly [K in Exclude<keyof C["fields"], OptionalKeys<C["fields"]>>]: StoredValue<
    C["fields"][K]
  >;
} & {
  -readonly [K in OptionalKeys<C["fields"]>]?: StoredValue<C["fields"][K]>;
};

/** The names of a kind's fields of one type, e.g. its localized texts. */
export type FieldsOfType<C extends KindConfig, T extends Field> = {
  [K in keyof C["fields"]]: C["fields"][K] extends T ? K : never;
}[keyof C["fields"]] &
  string;

/** A kind's fields as [name, field] pairs, in order. */
export const fieldsOf = (config: KindConfig): [string, Field][] => Object.entries(config.fields);

/**
 * The pictures a picture field's value holds (none, its one picture, or its list), each with the
 * form path of its media id: "cover", "images.2".
 */
export function picturesHeld<P>(
  name: string,
  many: boolean,
  value: unknown,
): { path: string; picture: P }[] {
  if (many) {
    const list = (value as P[] | undefined) ?? [];
    return list.map((picture, index) => ({ path: `${name}.${index}`, picture }));
  }
  return value ? [{ path: name, picture: value as P }] : [];
}
