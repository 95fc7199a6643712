/**
 * A content kind's request and answer schemas, made from its config (kinds/): what the API
 * validates, the client types and the dashboard's forms start from.
 */
import * as z from "./zod";
import {
  fieldsOf,
  PICTURE_ALT_MAX,
  type Field,
  type KindConfig,
  type LocalizedField,
  type PictureField,
} from "../kinds/fields";
import { focusSchema, itemIdentity, itemLifecycle, pictureShape } from "./item-shapes";
import {
  localizedOut,
  localizedText,
  optionalFieldText,
  optionalLocalizedOut,
  optionalLocalizedText,
} from "./localized";
import { confirmTranslationsSchema } from "./translations";
import {
  idSchema,
  isoDateTime,
  itemPageOf,
  itemStatusSchema,
  slugSchema,
  versionSchema,
} from "./common";

/** A picture's alt text, which every language must have before the item is published. */
const altTextSchema = localizedText(PICTURE_ALT_MAX, "item.altRequired");

/** A picture as a request sends it: an uploaded file, its alt text, where crops centre. */
export const pictureInputSchema = z.strictObject({
  mediaId: idSchema.or(z.string().min(1)).pipe(idSchema),
  alt: altTextSchema,
  focus: focusSchema.nullable().default(null),
});
/** A picture of a list, with its caption. */
export const imageInputSchema = (caption: number) =>
  z.strictObject({
    mediaId: idSchema,
    alt: altTextSchema,
    caption: optionalLocalizedText(caption).default({}),
    focus: focusSchema.nullable().default(null),
  });

export const pictureSchema = z.object(pictureShape);
export const imageSchema = z.object({ ...pictureShape, caption: optionalLocalizedOut });

type TextInput = ReturnType<typeof localizedText>;
type OptionalTextInput = ReturnType<typeof optionalFieldText>;
type ImageInput = ReturnType<typeof imageInputSchema>;

/** A field's schema in a patch: what is sent replaces what is stored. */
type PatchOf<F extends Field> = F extends LocalizedField
  ? F extends { required: string }
    ? TextInput
    : OptionalTextInput
  : F extends PictureField
    ? z.ZodNullable<typeof pictureInputSchema>
    : z.ZodArray<ImageInput>;
/** In a create body: a missing optional text, picture or list is none. */
type InputOf<F extends Field> = F extends { required: string }
  ? TextInput
  : z.ZodDefault<PatchOf<F>>;
/** In an answer. */
type OutputOf<F extends Field> = F extends LocalizedField
  ? F extends { required: string }
    ? typeof localizedOut
    : z.ZodOptional<typeof optionalLocalizedOut>
  : F extends PictureField
    ? z.ZodNullable<typeof pictureSchema>
    : z.ZodArray<typeof imageSchema>;

type Shape<C extends KindConfig, Of extends "patch" | "input" | "output"> = {
  -readonly [K in keyof C["fields"]]: {
    patch: PatchOf<C["fields"][K]>;
    input: InputOf<C["fields"][K]>;
    output: OutputOf<C["fields"][K]>;
  }[Of];
};

/** A localized field's text: English required when the field is, blanks dropped as unwritten. */
export const textSchemaOf = (field: LocalizedField) =>
  field.required ? localizedText(field.max, field.required) : optionalFieldText(field.max);

function patchOf(field: Field): z.ZodType {
  switch (field.type) {
    case "text":
    case "markdown":
      return textSchemaOf(field);
    case "picture":
      return pictureInputSchema.nullable();
    case "pictures":
      return z.array(imageInputSchema(field.caption)).max(field.max, { error: field.tooMany });
  }
}

function inputOf(field: Field): z.ZodType {
  const patch = patchOf(field);
  if (field.type === "picture") return patch.default(null);
  if (field.type === "pictures") return patch.default([]);
  return field.required ? patch : patch.default({});
}

function outputOf(field: Field): z.ZodType {
  if (field.type === "picture") return pictureSchema.nullable();
  if (field.type === "pictures") return z.array(imageSchema);
  // The API always answers an optional text (`{}` when it has none); optional in the type, so
  // what builds an answer by hand (fixtures, drafts) need not name a field it does not use.
  return field.required ? localizedOut : optionalLocalizedOut.optional();
}

/** Each field's schema, by name, in the config's order. */
function shapeOf<C extends KindConfig, Of extends "patch" | "input" | "output">(
  config: C,
  make: (field: Field) => z.ZodType,
): Shape<C, Of> {
  // The mapped type says per field what `make` returns for its type.
  return Object.fromEntries(fieldsOf(config).map(([name, field]) => [name, make(field)])) as Shape<
    C,
    Of
  >;
}

/** A published item must hold a picture in each list that requires one. */
function picturesToPublish(config: KindConfig) {
  const lists = fieldsOf(config).flatMap(([name, field]) =>
    field.type === "pictures" && field.requiredToPublish
      ? [[name, field.requiredToPublish] as const]
      : [],
  );
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    if (value.status !== "published") return;
    for (const [name, key] of lists) {
      const list = value[name];
      if (Array.isArray(list) && list.length === 0) {
        ctx.addIssue({ code: "custom", path: [name], message: key });
      }
    }
  };
}

/** The schemas of one kind's requests and answers. */
export function kindSchemas<const C extends KindConfig>(config: C) {
  const publishRule = picturesToPublish(config);
  const meta = {
    /** Made from the English title when omitted. */
    slug: slugSchema,
    status: itemStatusSchema,
    /** A future date with status "published" means scheduled. Defaults to now on publishing. */
    publishedAt: isoDateTime.nullable(),
  };
  const input = z
    .strictObject({
      slug: meta.slug.optional(),
      ...shapeOf<C, "input">(config, inputOf),
      status: meta.status.default("draft"),
      publishedAt: meta.publishedAt.default(null),
    })
    .superRefine(publishRule);
  /** Only what is sent changes (no defaults here: an absent status must not mean "draft"). */
  const patch = z
    .strictObject({
      slug: meta.slug,
      ...shapeOf<C, "patch">(config, patchOf),
      status: meta.status,
      publishedAt: meta.publishedAt,
    })
    .partial()
    .extend({ version: versionSchema, confirmTranslations: confirmTranslationsSchema.optional() })
    .strict()
    .superRefine(publishRule);
  const outputs = shapeOf<C, "output">(config, outputOf);
  const item = z.object({ ...itemIdentity, ...outputs, ...itemLifecycle });
  /** An item in a list: without its large fields (strict, so a whole item never passes as one). */
  const summary = z.strictObject({
    ...itemIdentity,
    ...(Object.fromEntries(
      fieldsOf(config)
        .filter(([, field]) => field.summary)
        .map(([name]) => [name, outputs[name as keyof typeof outputs]]),
    ) as SummaryShape<C>),
    ...itemLifecycle,
  });
  return {
    input,
    patch,
    item,
    summary,
    page: itemPageOf(item),
    summaryPage: itemPageOf(summary),
  };
}

/**
 * The types a kind's schemas parse to, by the schemas' names: `KindSchemaTypes<typeof
 * newsSchemas>["summary"]` is a news item in a list.
 */
export type KindSchemaTypes<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: z.infer<S[K]>;
};

/** The fields a kind's list rows keep. */
type SummaryKeys<C extends KindConfig> = {
  [K in keyof C["fields"]]: C["fields"][K] extends { summary: true } ? K : never;
}[keyof C["fields"]];
type SummaryShape<C extends KindConfig> = Pick<Shape<C, "output">, SummaryKeys<C>>;
