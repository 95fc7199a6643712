import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage } from "@/components/form/languages";
import { useOutdatedNote } from "@/features/items/translation/outdated-note";
import { SourceBeside } from "@/features/items/translation/source-beside";
import { useT } from "@/i18n";
import type { EditorBaseValues } from "@/lib/item-kind";

/**
 * One language's texts: the title every kind has, then the kind's own; only English is required.
 * Arabic and Russian fields show their English source beside them.
 */
export function LanguageFieldset({
  lang,
  titleMax,
  children,
}: {
  lang: Lang;
  /** The kind config's limit, shown with a live count. */
  titleMax: number;
  children: ReactNode;
}) {
  const { t } = useT();
  const { register, formState, control } = useFormContext<EditorBaseValues>();
  const title = useWatch({ control, name: `title.${lang}` }) ?? "";
  const language = t(`common.languages.${lang}`);
  const note = useOutdatedNote(lang, "title", `title.${lang}`);
  const field = register(`title.${lang}`);
  return (
    <fieldset className="language-fields">
      {/* "English"; "Arabic (optional)": whole texts, only English is required. */}
      <legend>{t(`items.languageLegend.${lang}`)}</legend>
      <SourceBeside lang={lang} source="title.en" label={t("items.fields.title")}>
        <TextField
          label={t("items.fields.titleIn", { language })}
          error={formState.errors.title?.[lang]?.message}
          note={note}
          limit={{ max: titleMax, length: title.length }}
          {...inputLanguage(lang)}
          {...field}
        />
      </SourceBeside>
      {children}
    </fieldset>
  );
}
