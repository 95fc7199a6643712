import {
  ITEM_KINDS,
  KIND_SCHEMAS,
  type ItemKindName,
  type KindTypesOf,
  type LocalizedText,
} from "@leca/shared/contracts";
import {
  fieldsOf,
  isPicture,
  KINDS,
  picturesHeld,
  searchFieldsOf,
  translatableTexts,
  type Field,
  type StoredImage,
  type StoredPicture,
} from "@leca/shared/kinds";
import type { MediaRecord } from "../../store/types";
import { commonFields, imageOf, missingAlts, searchTextOf } from "./kind";
import type { KindSpec } from "./kind-types";

// A kind's steps through the item pipeline, made from its config (shared kinds/): each field's
// type says how it is copied, patched, answered and checked before publishing.

type Content = Record<string, unknown>;
/** A kind's content, read by field name. */
const content = (data: object) => data as Content;
type Media = Map<string, MediaRecord>;

/** A stored field as the API answers it. */
function answerOf(field: Field, value: unknown, media: Media): unknown {
  switch (field.type) {
    case "text":
    case "markdown":
      // A field added after an item was saved: no text yet.
      return value ?? emptyOf(field);
    case "picture": {
      const picture = value as StoredPicture | null | undefined;
      // Saved before focal points existed: none chosen.
      return picture
        ? { ...imageOf(picture.mediaId, media), alt: picture.alt, focus: picture.focus ?? null }
        : null;
    }
    case "pictures":
      return ((value as StoredImage[] | undefined) ?? []).map((image) => ({
        ...imageOf(image.mediaId, media),
        alt: image.alt,
        caption: image.caption,
        focus: image.focus ?? null,
      }));
  }
}

/** A field's value when the stored item has none (saved before the field existed). */
const emptyOf = (field: Field): unknown => {
  if (field.type === "picture") return null;
  if (field.type === "pictures") return [];
  return field.required ? { en: "" } : {};
};

/** The pictures a stored field holds, each with the form path of its media id. */
const picturesOf = (name: string, field: Field, value: unknown) =>
  isPicture(field) ? picturesHeld<StoredPicture>(name, field.type === "pictures", value) : [];

/** Why a stored field keeps the item from being published: each field with its message key. */
function publishProblemsOf(name: string, field: Field, value: unknown): [string, string][] {
  if (field.type === "pictures" && field.requiredToPublish) {
    if (((value as unknown[] | undefined) ?? []).length === 0) {
      return [[name, field.requiredToPublish]];
    }
  }
  return picturesOf(name, field, value).flatMap(({ path, picture }) =>
    missingAlts(path, picture.alt),
  );
}

/** One content kind's pipeline steps, from its config and its contracts. */
export function kindSpecOf<K extends ItemKindName>(kind: K): KindSpec<KindTypesOf<K>> {
  const config = KINDS[kind];
  const schemas = KIND_SCHEMAS[kind];
  const fields = fieldsOf(config);
  const summaryFields = fields.filter(([, field]) => field.summary);
  const searched = searchFieldsOf(config);
  const pictures = (data: Content) =>
    fields.flatMap(([name, field]) => picturesOf(name, field, data[name]));
  const pick = (from: Content, which: [string, Field][], media: Media) =>
    Object.fromEntries(which.map(([name, field]) => [name, answerOf(field, from[name], media)]));
  // The generic steps read and write a kind's content by field name; the config and the
  // contracts, both typed per kind, are what keep them and the KindSpec's types in step.
  const spec: KindSpec<KindTypesOf<ItemKindName>> = {
    kind,
    label: kind,
    inputSchema: schemas.input,
    patchSchema: schemas.patch,
    itemSchema: schemas.item,
    summarySchema: schemas.summary,
    parseInput: (raw) => schemas.input.parse(raw),
    inputMeta: (input) => input,
    patchMeta: (patch) => patch,
    dataOf: (input) =>
      Object.fromEntries(fields.map(([name]) => [name, content(input)[name]])) as never,
    patched: (current, patch) =>
      Object.fromEntries(
        fields.map(([name, field]) => {
          const sent = content(patch)[name];
          // null removes a picture; absent keeps what is stored.
          return [name, sent === undefined ? (content(current)[name] ?? emptyOf(field)) : sent];
        }),
      ) as never,
    translatableOf: (data) => translatableTexts(config, data),
    mediaIdsOf: (data) => pictures(content(data)).map(({ picture }) => picture.mediaId),
    listedMediaIdsOf: (data) => pictures(data).map(({ picture }) => picture.mediaId),
    picturesOf: (data) =>
      pictures(content(data)).map(({ picture }) => ({
        mediaId: picture.mediaId,
        focus: picture.focus,
      })),
    mediaFieldsOf: (data) =>
      pictures(content(data)).map(({ path, picture }) => [`${path}.mediaId`, picture.mediaId]),
    publishProblems: (data) =>
      fields.flatMap(([name, field]) => publishProblemsOf(name, field, content(data)[name])),
    titleOf: (data) => data.title.en,
    searchTextOf: (data) =>
      searchTextOf(...searched.map((name) => (content(data)[name] ?? {}) as LocalizedText)),
    toResponse: (record, media) =>
      ({ ...commonFields(record), ...pick(content(record.data), fields, media) }) as never,
    toSummary: (record, media) =>
      ({ ...commonFields(record), ...pick(content(record.data), summaryFields, media) }) as never,
  };
  return spec as unknown as KindSpec<KindTypesOf<K>>;
}

/** Every kind's pipeline steps, by name. */
export const ITEM_SPECS = Object.fromEntries(
  ITEM_KINDS.map((kind) => [kind, kindSpecOf(kind)]),
) as {
  [K in ItemKindName]: KindSpec<KindTypesOf<K>>;
};
