import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/api/contracts";
import { TextAreaField, TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { MarkdownField } from "@/components/form/markdown-field";
import type { NewsFormValues } from "./news-form-schema";

/** Title, excerpt and body in one language; only English is required. */
export function NewsLanguageFields({ lang }: { lang: Lang }) {
  const { register, control, formState } = useFormContext<NewsFormValues>();
  const body = useWatch({ control, name: `body.${lang}` }) ?? "";
  const { errors } = formState;
  const { name, dir } = LANGUAGE_META[lang];
  const optional = lang === "en" ? "" : " (optional)";
  return (
    <fieldset className="language-fields">
      <legend>
        {name}
        {optional}
      </legend>
      <TextField
        label={`Title (${name})`}
        error={errors.title?.[lang]?.message}
        {...inputLanguage(lang)}
        {...register(`title.${lang}`)}
      />
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
        lang={lang}
        dir={dir}
        error={errors.body?.[lang]?.message}
        {...register(`body.${lang}`)}
      />
    </fieldset>
  );
}
