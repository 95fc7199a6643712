import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { LANGUAGES, type ConfirmTranslations } from "@leca/shared/contracts";
import { EditorShell } from "@/components/form/editor-shell";
import {
  TranslationProvider,
  useTranslationConfirmations,
} from "@/components/translation/translation-context";
import { OutdatedSummary } from "@/components/translation/outdated-summary";
import { useItemEditor } from "@/hooks/use-item-editor";
import { useT } from "@/i18n";
import { keyedZodResolver } from "@/lib/form-errors";
import type { SavedItem } from "@/lib/item-kind";
import type { ItemEditorKind } from "./item-editor-kind";
import { LanguageFieldset } from "./language-fieldset";

interface ItemFormProps<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
> {
  kind: ItemEditorKind<Item, Create, Values, Output>;
  item?: Item;
  /** Sends the form's content, and the translations confirmed as still correct (edit only). */
  save: (input: Create, confirmTranslations?: ConfirmTranslations) => Promise<Item>;
  /** Edit only: replaces what is on screen with the version someone else saved. */
  reload?: { run: () => void; pending: boolean };
}

/** The one editor of a kind, for new items and existing ones; a save goes back to the list. */
export function ItemForm<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
>({ kind, item, save, reload }: ItemFormProps<Item, Create, Values, Output>) {
  const { t, tx } = useT();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Output>({
    resolver: keyedZodResolver(kind.schema),
    defaultValues: kind.values(item),
  });
  const translation = useTranslationConfirmations(item?.outdated);
  const editor = useItemEditor(form, {
    toInput: kind.toInput,
    save: (input) => save(input, translation.confirmTranslations),
    changedElsewhere: translation.confirmTranslations !== undefined,
    onSaved: (saved) => {
      // The title is English: isolated, so an Arabic sentence keeps its own order around it.
      toast.success(tx("items.editor.saved", { title: <bdi dir="ltr">{saved.title.en}</bdi> }));
      navigate(kind.paths.list.getHref());
    },
    fields: kind.fields,
  });
  const { LanguageFields, sections } = kind;
  return (
    <FormProvider {...form}>
      <TranslationProvider state={translation.state}>
        <EditorShell
          {...editor}
          reload={reload}
          slug={{ isNew: !item, sitePath: kind.sitePath }}
          cancelHref={kind.paths.list.getHref()}
        >
          <section className="editor__section" aria-labelledby={`${kind.name}-content`}>
            <h2 id={`${kind.name}-content`}>{t("items.editor.content")}</h2>
            <OutdatedSummary />
            {LANGUAGES.map((lang) => (
              <LanguageFieldset key={lang} lang={lang}>
                <LanguageFields lang={lang} />
              </LanguageFieldset>
            ))}
          </section>
          {sections.map(({ id, heading, Fields }) => (
            <section key={id} className="editor__section" aria-labelledby={`${kind.name}-${id}`}>
              <h2 id={`${kind.name}-${id}`}>{t(heading)}</h2>
              <Fields />
            </section>
          ))}
        </EditorShell>
      </TranslationProvider>
    </FormProvider>
  );
}
