import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { MarkdownField } from "@/components/form/markdown-field";
import type { NewsFormValues } from "./news-form-schema";

/** Excerpt and body in one language, under its title (LanguageFieldset). */
export function NewsLanguageFields({ lang }: { lang: Lang }) {
  const { register, control, formState } = useFormContext<NewsFormValues>();
  const body = useWatch({ control, name: `body.${lang}` }) ?? "";
  const { errors } = formState;
  const { name } = LANGUAGE_META[lang];
  return (
    <>
      <TextAreaField
        label={`Excerpt (${name})`}
        rows={3}
        error={errors.excerpt?.[lang]?.message}
        {...inputLanguage(lang)}
        {...register(`excerpt.${lang}`)}
      />
      <MarkdownField
        label={`Body (${name})`}
        previewLabel={`Body preview (${name})`}
        source={body}
        {...inputLanguage(lang)}
        error={errors.body?.[lang]?.message}
        {...register(`body.${lang}`)}
      />
    </>
  );
}
