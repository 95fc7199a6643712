import { useFormContext } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage } from "@/components/form/languages";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { SourceBeside } from "@/components/translation/source-beside";
import { useT } from "@/i18n";
import type { GalleryFormValues } from "./gallery-form-schema";

/** The description in one language, under its title (LanguageFieldset). */
export function GalleryLanguageFields({ lang }: { lang: Lang }) {
  const { t } = useT();
  const { register, formState } = useFormContext<GalleryFormValues>();
  const note = useOutdatedNote(lang, "description", `description.${lang}`);
  const field = register(`description.${lang}`);
  return (
    <SourceBeside lang={lang} source="description.en" label={t("gallery.fields.description")}>
      <TextAreaField
        label={t("gallery.fields.descriptionIn", { language: t(`common.languages.${lang}`) })}
        rows={5}
        error={formState.errors.description?.[lang]?.message}
        note={note}
        {...inputLanguage(lang)}
        {...field}
      />
    </SourceBeside>
  );
}
