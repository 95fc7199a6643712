import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { fieldsOf, type KindConfig } from "@leca/shared/kinds";
import type { MessageKey } from "@/i18n";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import type { ItemEditorKind } from "./item-editor-kind";
import { formFieldsOf, formInputOf, formSchemaOf, formValuesOf } from "./kind-form";
import { kindLanguageFields, type KindFieldWords } from "./kind-language-fields";
import { CoverField } from "./pictures/cover-field";
import { ImagesField } from "./pictures/images-field";

/** The heading of each picture section: `news.coverHeading`, `gallery.imagesHeading`. */
type SectionWords<C extends KindConfig> = {
  [K in keyof C["fields"] & string]: C["fields"][K] extends { type: "picture" | "pictures" }
    ? `${C["name"]}.${K}Heading`
    : never;
}[keyof C["fields"] & string];

/**
 * A kind's editor, from its config and its list descriptor: the form, its texts in each language
 * and a section per picture field. `words` is true only when the dashboard has every word the
 * kind's fields need (KindFieldWords), so a field without its words does not compile.
 */
export function kindEditor<const C extends KindConfig, Item extends SavedItem, Create>(
  config: C,
  kind: ItemKindDescriptor<Item, Create>,
  _words: [KindFieldWords<C> | SectionWords<C>] extends [MessageKey] ? true : never,
) {
  const schema = formSchemaOf(config);
  type Values = z.input<typeof schema>;
  type Output = z.output<typeof schema>;
  const sections = fieldsOf(config).flatMap(([name, field]) =>
    field.type === "picture" || field.type === "pictures"
      ? [
          {
            id: name,
            heading: `${config.name}.${name}Heading` as MessageKey,
            // The picture components hold the field named "cover" or "images".
            Fields: field.type === "picture" ? CoverField : ImagesField,
          },
        ]
      : [],
  );
  const editor: ItemEditorKind<Item, Create, Values, Output> = {
    ...kind,
    schema,
    values: (item) =>
      formValuesOf(
        config,
        item as (Item & Record<string, unknown>) | undefined,
      ) as DefaultValues<Values>,
    toInput: (values) => formInputOf(config, values) as Create,
    fields: formFieldsOf(config),
    titleMax: config.fields.title.max,
    LanguageFields: kindLanguageFields(config),
    sections,
  };
  return editor;
}
