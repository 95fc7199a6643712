import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextAreaField } from "@/components/form/field";
import { inputLanguage } from "@/components/form/languages";
import { MarkdownField } from "@/components/form/markdown-field";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { SourceBeside } from "@/components/translation/source-beside";
import { useT } from "@/i18n";
import type { NewsFormValues } from "./news-form-schema";

/** Excerpt and body in one language, under its title (LanguageFieldset). */
export function NewsLanguageFields({ lang }: { lang: Lang }) {
  const { t } = useT();
  const { register, control, formState } = useFormContext<NewsFormValues>();
  const body = useWatch({ control, name: `body.${lang}` }) ?? "";
  const { errors } = formState;
  const language = t(`common.languages.${lang}`);
  const notes = {
    excerpt: useOutdatedNote(lang, "excerpt", `excerpt.${lang}`),
    body: useOutdatedNote(lang, "body", `body.${lang}`),
  };
  const fields = { excerpt: register(`excerpt.${lang}`), body: register(`body.${lang}`) };
  return (
    <>
      <SourceBeside lang={lang} source="excerpt.en" label={t("news.fields.excerpt")}>
        <TextAreaField
          label={t("news.fields.excerptIn", { language })}
          rows={3}
          error={errors.excerpt?.[lang]?.message}
          note={notes.excerpt}
          {...inputLanguage(lang)}
          {...fields.excerpt}
        />
      </SourceBeside>
      <SourceBeside lang={lang} source="body.en" label={t("news.fields.body")}>
        <MarkdownField
          label={t("news.fields.bodyIn", { language })}
          previewLabel={t("news.fields.bodyPreviewIn", { language })}
          source={body}
          {...inputLanguage(lang)}
          error={errors.body?.[lang]?.message}
          note={notes.body}
          {...fields.body}
        />
      </SourceBeside>
    </>
  );
}
