import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import type { EditorBaseValues } from "@/lib/item-kind";

/** One language's texts: the title every kind has, then the kind's own; only English is required. */
export function LanguageFieldset({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { register, formState } = useFormContext<EditorBaseValues>();
  const { name } = LANGUAGE_META[lang];
  return (
    <fieldset className="language-fields">
      <legend>
        {name}
        {lang === "en" ? "" : " (optional)"}
      </legend>
      <TextField
        label={`Title (${name})`}
        error={formState.errors.title?.[lang]?.message}
        {...inputLanguage(lang)}
        {...register(`title.${lang}`)}
      />
      {children}
    </fieldset>
  );
}
