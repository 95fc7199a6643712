import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { SourceBeside } from "@/components/translation/source-beside";
import type { GalleryFormValues } from "./gallery-form-schema";

/** The description in one language, under its title (LanguageFieldset). */
export function GalleryLanguageFields({ lang }: { lang: Lang }) {
  const { register, formState } = useFormContext<GalleryFormValues>();
  const note = useOutdatedNote(lang, "description", `description.${lang}`);
  return (
    <SourceBeside lang={lang} source="description.en" label="Description">
      <TextAreaField
        label={`Description (${LANGUAGE_META[lang].name})`}
        rows={5}
        error={formState.errors.description?.[lang]?.message}
        note={note}
        {...inputLanguage(lang)}
        {...register(`description.${lang}`)}
      />
    </SourceBeside>
  );
}
