import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/api/contracts";
import { TextAreaField, TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import type { GalleryFormValues } from "./gallery-form-schema";

/** Title and description in one language; only English is required. */
export function GalleryLanguageFields({ lang }: { lang: Lang }) {
  const { register, formState } = useFormContext<GalleryFormValues>();
  const { errors } = formState;
  const { name } = LANGUAGE_META[lang];
  return (
    <fieldset className="language-fields">
      <legend>
        {name}
        {lang === "en" ? "" : " (optional)"}
      </legend>
      <TextField
        label={`Title (${name})`}
        error={errors.title?.[lang]?.message}
        {...inputLanguage(lang)}
        {...register(`title.${lang}`)}
      />
      <TextAreaField
        label={`Description (${name})`}
        rows={5}
        error={errors.description?.[lang]?.message}
        {...inputLanguage(lang)}
        {...register(`description.${lang}`)}
      />
    </fieldset>
  );
}
