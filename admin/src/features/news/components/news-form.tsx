import { FormProvider, useForm } from "react-hook-form";
import { LANGUAGES, type NewsItem } from "@leca/api/contracts";
import type { NewsCreate } from "@leca/api/client";
import { EditorShell } from "@/components/form/editor-shell";
import { paths } from "@/config/paths";
import { useItemEditor } from "@/hooks/use-item-editor";
import { keyedZodResolver } from "@/lib/form-errors";
import { CoverField } from "./cover-field";
import { NewsLanguageFields } from "./news-language-fields";
import {
  NEWS_FORM_FIELDS,
  newsFormSchema,
  newsFormValues,
  newsInput,
  type NewsFormOutput,
  type NewsFormValues,
} from "./news-form-schema";

interface NewsFormProps {
  item?: NewsItem;
  save: (input: NewsCreate) => Promise<NewsItem>;
  onSaved: (saved: NewsItem) => void;
  /** Edit only: replaces what is on screen with the version someone else saved. */
  reload?: { run: () => void; pending: boolean };
}

/** The one news editor, for new items and existing ones. */
export function NewsForm({ item, save, onSaved, reload }: NewsFormProps) {
  const form = useForm<NewsFormValues, unknown, NewsFormOutput>({
    resolver: keyedZodResolver(newsFormSchema),
    defaultValues: newsFormValues(item),
  });
  const editor = useItemEditor(form, {
    isNew: !item,
    toInput: newsInput,
    save,
    onSaved,
    fields: NEWS_FORM_FIELDS,
  });
  return (
    <FormProvider {...form}>
      <EditorShell
        {...editor}
        reload={reload}
        slug={{ ...editor.slug, sitePath: paths.site.news }}
        cancelHref={paths.news.list.getHref()}
      >
        <section className="editor__section" aria-labelledby="news-content">
          <h2 id="news-content">Content</h2>
          {LANGUAGES.map((lang) => (
            <NewsLanguageFields key={lang} lang={lang} />
          ))}
        </section>
        <section className="editor__section" aria-labelledby="news-cover">
          <h2 id="news-cover">Cover image</h2>
          <CoverField />
        </section>
      </EditorShell>
    </FormProvider>
  );
}
