import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useItemSave } from "./use-item-save";
import { useUnsavedChanges } from "../../../hooks/use-unsaved-changes";

interface ItemEditorOptions<Output, Input, Saved> {
  toInput: (values: Output) => Input;
  save: (input: Input) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** Server field paths the form shows next to an input; others are listed above the form. */
  fields: RegExp;
  /** Changes kept outside the form's values (confirmed translations), unsaved as well. */
  changedElsewhere?: boolean;
}

/** What every kind's editor does on save: field errors, stale writes, the leave warning. */
export function useItemEditor<Values extends FieldValues, Output, Input, Saved>(
  form: UseFormReturn<Values, unknown, Output>,
  {
    toInput,
    save,
    onSaved,
    fields,
    changedElsewhere = false,
  }: ItemEditorOptions<Output, Input, Saved>,
) {
  const unsaved = useUnsavedChanges(form.formState.isDirty || changedElsewhere);
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
    blocker: unsaved.blocker,
  };
}
