import { useEffect } from "react";
import {
  FormProvider,
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
} from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { LANGUAGES, type ConfirmTranslations } from "@leca/shared/contracts";
import { EditorShell } from "@/components/form/editor-shell";
import { MergeConflicts } from "@/components/form/merge-conflicts";
import {
  TranslationProvider,
  useTranslationConfirmations,
} from "@/features/items/translation/translation-context";
import { OutdatedSummary } from "@/features/items/translation/outdated-summary";
import { useItemEditor } from "@/features/items/hooks/use-item-editor";
import { useT } from "@/i18n";
import { keyedZodResolver } from "@/lib/form-errors";
import type { SavedItem } from "@/lib/item-kind";
import type { MergeConflict } from "@/lib/merge-values";
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
  /**
   * Edit only, after a 409: replace what is on screen with the newer version (`run`), or merge
   * this form's values into it (`merge`); `me` is the signed-in admin.
   */
  reload?: { run: () => void; merge: (mine: Values) => void; pending: boolean; me?: string };
  /** The form's values after a merge (the newer version's, with this admin's changes on top). */
  merged?: { values: Values; conflicts: MergeConflict[]; you: boolean } | null;
}

/** The one editor of a kind, for new items and existing ones; a save goes back to the list. */
export function ItemForm<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
>({ kind, item, save, reload, merged }: ItemFormProps<Item, Create, Values, Output>) {
  const { t, tx } = useT();
  const navigate = useNavigate();
  const form = useForm<Values, unknown, Output>({
    resolver: keyedZodResolver(kind.schema),
    defaultValues: kind.values(item),
  });
  // The newer version is the form's default (what Save builds on); the merge is its value.
  useEffect(() => {
    if (merged) form.reset(merged.values, { keepDefaultValues: true });
  }, [form, merged]);
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
          reload={reload && { ...reload, merge: () => reload.merge(form.getValues()) }}
          slug={{ isNew: !item, sitePath: kind.sitePath }}
          cancelHref={kind.paths.list.getHref()}
        >
          {merged && (
            <MergeConflicts
              conflicts={merged.conflicts}
              you={merged.you}
              onPick={(path, value) =>
                form.setValue(path as Path<Values>, value as PathValue<Values, Path<Values>>, {
                  shouldDirty: true,
                })
              }
            />
          )}
          <section className="editor__section" aria-labelledby={`${kind.name}-content`}>
            <h2 id={`${kind.name}-content`}>{t("items.editor.content")}</h2>
            <OutdatedSummary />
            {LANGUAGES.map((lang) => (
              <LanguageFieldset key={lang} lang={lang} titleMax={kind.titleMax}>
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
