import { z } from "zod";
import {
  itemStatusSchema,
  LANGUAGES,
  textSchemaOf,
  type localizedText,
  type optionalFieldText,
} from "@leca/shared/contracts";
import {
  fieldsOf,
  isLocalized,
  type Field,
  type KindConfig,
  type LocalizedField,
  type PictureField,
} from "@leca/shared/kinds";
import { emptyLocalized, toLocalizedValues } from "@/components/form/languages";
import {
  coverInput,
  coverSchema,
  coverValues,
  imageInput,
  imageSchema,
  imageValues,
} from "@/features/items/editor/pictures/picture-schemas";
import { i18n } from "@/i18n";
import { fromLocalInput, toLocalInput } from "@/lib/dates";
import { localDateInput, slugInput } from "@/lib/form-schemas";

// A kind's editor form, made from its config (shared kinds/): the contracts' limits and message
// keys, plus what only the form has (pictures' preview URLs, the date in the admin's local time).

type FormFieldOf<F extends Field> = F extends LocalizedField
  ? F extends { required: string }
    ? ReturnType<typeof localizedText>
    : ReturnType<typeof optionalFieldText>
  : F extends PictureField
    ? typeof coverSchema
    : z.ZodArray<typeof imageSchema>;
type FormShape<C extends KindConfig> = {
  -readonly [K in keyof C["fields"]]: FormFieldOf<C["fields"][K]>;
};

function formFieldOf(field: Field): z.ZodType {
  switch (field.type) {
    case "text":
    case "markdown":
      return textSchemaOf(field);
    case "picture":
      return coverSchema;
    case "pictures":
      return (
        z
          .array(imageSchema)
          // The words, not the key: the key's {{count}} needs the limit, which the resolver cannot
          // pass. Made when the check fails, so in the language the admin reads at that moment.
          .max(field.max, { error: () => i18n.message(field.tooMany, { count: field.max }) })
      );
  }
}

/** The form's schema: the slug, the kind's fields, the status and the local date. */
export function formSchemaOf<const C extends KindConfig>(config: C) {
  const fields = Object.fromEntries(
    fieldsOf(config).map(([name, field]) => [name, formFieldOf(field)]),
  ) as FormShape<C>;
  const lists = fieldsOf(config).flatMap(([name, field]) =>
    field.type === "pictures" && field.requiredToPublish ? [[name, field.requiredToPublish]] : [],
  );
  return z
    .object({ slug: slugInput, ...fields, status: itemStatusSchema, publishedAt: localDateInput })
    .superRefine((values, ctx) => {
      const form = values as Record<string, unknown>;
      if (form.status !== "published") return;
      for (const [name, key] of lists) {
        const list = form[name ?? ""];
        if (Array.isArray(list) && list.length === 0) {
          ctx.addIssue({ code: "custom", path: [name ?? ""], message: key });
        }
      }
    });
}

type Stored = Record<string, unknown>;

/** A field of an item (as the API answers it) as the form holds it. */
function valueOf(field: Field, value: unknown): unknown {
  if (isLocalized(field)) return value ? toLocalizedValues(value as Stored) : emptyLocalized();
  if (field.type === "picture") return coverValues(value as Parameters<typeof coverValues>[0]);
  return imageValues(value as Parameters<typeof imageValues>[0]);
}

/** The form's starting values: the item's, or a new item's. */
export function formValuesOf(config: KindConfig, item?: Stored & { slug: string }) {
  return {
    slug: item?.slug ?? "",
    ...Object.fromEntries(
      fieldsOf(config).map(([name, field]) => [name, valueOf(field, item?.[name])]),
    ),
    status: item?.status ?? "draft",
    publishedAt: toLocalInput((item?.publishedAt as string | null | undefined) ?? null),
  };
}

/** What the API is sent for the form's checked values. */
export function formInputOf(config: KindConfig, values: Stored) {
  const inputOf = (field: Field, value: unknown): unknown => {
    if (isLocalized(field)) return value;
    if (field.type === "picture") return coverInput(value as Parameters<typeof coverInput>[0]);
    return imageInput(value as Parameters<typeof imageInput>[0]);
  };
  return {
    ...(values.slug ? { slug: values.slug } : {}),
    ...Object.fromEntries(
      fieldsOf(config).map(([name, field]) => [name, inputOf(field, values[name])]),
    ),
    status: values.status,
    publishedAt: fromLocalInput(values.publishedAt as string),
  };
}

/** Server field paths the form shows next to an input; others are listed above the form. */
export function formFieldsOf(config: KindConfig): RegExp {
  const langs = LANGUAGES.join("|");
  const paths = fieldsOf(config).flatMap(([name, field]) => {
    if (isLocalized(field)) return [`${name}\\.(${langs})`];
    const at = field.type === "picture" ? name : `${name}\\.\\d+`;
    return [
      ...(field.type === "pictures" ? [name] : []),
      name === at ? name : "",
      `${at}\\.mediaId`,
      `${at}\\.focus(\\.[xy])?`,
      `${at}\\.alt\\.(${langs})`,
      ...(field.type === "pictures" ? [`${at}\\.caption\\.(${langs})`] : []),
    ].filter(Boolean);
  });
  return new RegExp(`^(slug|status|publishedAt|${paths.join("|")})$`);
}
