import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { fieldsOf, isLocalized, type KindConfig, type LocalizedField } from "@leca/shared/kinds";
import { TextAreaField, TextField } from "@/components/form/field";
import { inputLanguage } from "@/components/form/languages";
import { MarkdownField } from "@/components/form/markdown-field";
import { useOutdatedNote } from "@/features/items/translation/outdated-note";
import { SourceBeside } from "@/features/items/translation/source-beside";
import { useT, type MessageKey } from "@/i18n";

/**
 * The words a kind's texts need in the dashboard: each localized field's name and its name in a
 * language (`news.fields.excerpt`, `news.fields.excerptIn`), a Markdown field's preview too. A
 * kind whose config names a field without its words does not compile (features/<kind>/editor.ts).
 */
export type KindFieldWords<C extends KindConfig> = {
  [K in keyof C["fields"] & string]: K extends "title"
    ? never
    : C["fields"][K] extends { type: "markdown" }
      ? `${C["name"]}.fields.${K | `${K}In` | `${K}PreviewIn`}`
      : C["fields"][K] extends { type: "text" }
        ? `${C["name"]}.fields.${K | `${K}In`}`
        : never;
}[keyof C["fields"] & string];

interface InputProps {
  kind: string;
  name: string;
  field: LocalizedField;
  lang: Lang;
}

/** One localized field in one language, with its English source beside a translation. */
function LocalizedInput({ kind, name, field, lang }: InputProps) {
  const { t } = useT();
  const { register, control, getFieldState, formState } = useFormContext();
  const path = `${name}.${lang}`;
  const source = (useWatch({ control, name: path }) as string | undefined) ?? "";
  const note = useOutdatedNote(lang, name, path);
  const language = t(`common.languages.${lang}`);
  // KindFieldWords checks these keys per kind at compile time.
  const word = (suffix: string) => `${kind}.fields.${name}${suffix}` as MessageKey;
  const props = {
    label: t(word("In"), { language }),
    error: getFieldState(path, formState).error?.message,
    note,
    limit: { max: field.max, length: source.length },
    ...inputLanguage(lang),
    ...register(path),
  };
  const input =
    field.type === "markdown" ? (
      <MarkdownField {...props} previewLabel={t(word("PreviewIn"), { language })} source={source} />
    ) : field.rows ? (
      <TextAreaField {...props} rows={field.rows} />
    ) : (
      <TextField {...props} />
    );
  return (
    <SourceBeside lang={lang} source={`${name}.en`} label={t(word(""))}>
      {input}
    </SourceBeside>
  );
}

/** A kind's texts in one language after its title (LanguageFieldset), in its config's order. */
export function kindLanguageFields(config: KindConfig) {
  const fields = fieldsOf(config).filter(
    (entry): entry is [string, LocalizedField] => entry[0] !== "title" && isLocalized(entry[1]),
  );
  return function KindLanguageFields({ lang }: { lang: Lang }) {
    return (
      <>
        {fields.map(([name, field]) => (
          <LocalizedInput key={name} kind={config.name} name={name} field={field} lang={lang} />
        ))}
      </>
    );
  };
}
