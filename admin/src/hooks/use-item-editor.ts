import { useCallback } from "react";
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { EditorBaseValues } from "@/lib/item-kind";
import { useAutoSlug } from "./use-auto-slug";
import { useItemSave } from "./use-item-save";
import { useUnsavedChanges } from "./use-unsaved-changes";

interface ItemEditorOptions<Output, Input, Saved> {
  isNew: boolean;
  toInput: (values: Output) => Input;
  save: (input: Input) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** Server field paths the form shows next to an input; others are listed above the form. */
  fields: RegExp;
}

/** The behaviour news and gallery editors share; returns what EditorShell needs. */
export function useItemEditor<Values extends FieldValues, Output, Input, Saved>(
  form: UseFormReturn<Values, unknown, Output>,
  { isNew, toInput, save, onSaved, fields }: ItemEditorOptions<Output, Input, Saved>,
) {
  // Every editor's values include the base fields; RHF cannot express "at least these" paths.
  const base = form as unknown as UseFormReturn<EditorBaseValues>;
  const { setValue, control } = base;
  const titleEn = useWatch({ control, name: "title.en" });
  const setSlug = useCallback((slug: string) => setValue("slug", slug), [setValue]);
  const slug = useAutoSlug(titleEn ?? "", isNew, setSlug);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const saving = useItemSave(save, {
    setError: form.setError,
    shows: (path) => fields.test(path),
    onSaved: (saved) => {
      unsaved.allowNavigation();
      onSaved(saved);
    },
  });

  return {
    onSubmit: form.handleSubmit((values) => saving.submit(toInput(values))),
    submitting: form.formState.isSubmitting,
    problems: saving.problems,
    stale: saving.stale,
    onDismissStale: saving.clearStale,
    slug: { auto: slug.auto, onSlugInput: slug.onSlugInput },
    blocker: unsaved.blocker,
  };
}
