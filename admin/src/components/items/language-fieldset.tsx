import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { SourceBeside } from "@/components/translation/source-beside";
import type { EditorBaseValues } from "@/lib/item-kind";

/**
 * One language's texts: the title every kind has, then the kind's own; only English is required.
 * Arabic and Russian fields show their English source beside them.
 */
export function LanguageFieldset({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { register, formState } = useFormContext<EditorBaseValues>();
  const { name } = LANGUAGE_META[lang];
  const note = useOutdatedNote(lang, "title", `title.${lang}`);
  return (
    <fieldset className="language-fields">
      <legend>
        {name}
        {lang === "en" ? "" : " (optional)"}
      </legend>
      <SourceBeside lang={lang} source="title.en" label="Title">
        <TextField
          label={`Title (${name})`}
          error={formState.errors.title?.[lang]?.message}
          note={note}
          {...inputLanguage(lang)}
          {...register(`title.${lang}`)}
        />
      </SourceBeside>
      {children}
    </fieldset>
  );
}
