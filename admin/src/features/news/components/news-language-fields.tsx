import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { MarkdownField } from "@/components/form/markdown-field";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { SourceBeside } from "@/components/translation/source-beside";
import type { NewsFormValues } from "./news-form-schema";

/** Excerpt and body in one language, under its title (LanguageFieldset). */
export function NewsLanguageFields({ lang }: { lang: Lang }) {
  const { register, control, formState } = useFormContext<NewsFormValues>();
  const body = useWatch({ control, name: `body.${lang}` }) ?? "";
  const { errors } = formState;
  const { name } = LANGUAGE_META[lang];
  const notes = {
    excerpt: useOutdatedNote(lang, "excerpt", `excerpt.${lang}`),
    body: useOutdatedNote(lang, "body", `body.${lang}`),
  };
  return (
    <>
      <SourceBeside lang={lang} source="excerpt.en" label="Excerpt">
        <TextAreaField
          label={`Excerpt (${name})`}
          rows={3}
          error={errors.excerpt?.[lang]?.message}
          note={notes.excerpt}
          {...inputLanguage(lang)}
          {...register(`excerpt.${lang}`)}
        />
      </SourceBeside>
      <SourceBeside lang={lang} source="body.en" label="Body">
        <MarkdownField
          label={`Body (${name})`}
          previewLabel={`Body preview (${name})`}
          source={body}
          {...inputLanguage(lang)}
          error={errors.body?.[lang]?.message}
          note={notes.body}
          {...register(`body.${lang}`)}
        />
      </SourceBeside>
    </>
  );
}
