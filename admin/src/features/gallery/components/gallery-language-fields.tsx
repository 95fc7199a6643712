import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import type { GalleryFormValues } from "./gallery-form-schema";

/** The description in one language, under its title (LanguageFieldset). */
export function GalleryLanguageFields({ lang }: { lang: Lang }) {
  const { register, formState } = useFormContext<GalleryFormValues>();
  return (
    <TextAreaField
      label={`Description (${LANGUAGE_META[lang].name})`}
      rows={5}
      error={formState.errors.description?.[lang]?.message}
      {...inputLanguage(lang)}
      {...register(`description.${lang}`)}
    />
  );
}
