import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { isApiError } from "@leca/shared/client";
import { errorMessage, staleWriteOf, type StaleWrite } from "@/lib/api-errors";
import { applyServerErrors } from "@/lib/form-errors";

interface ItemSaveOptions<Values extends FieldValues, Saved> {
  setError: UseFormSetError<Values>;
  /** Which server field paths the form shows next to an input. */
  shows: (path: string) => boolean;
  onSaved: (saved: Saved) => void;
}

/** Saving an editor: server field errors land on fields, a stale write becomes its own message. */
export function useItemSave<Values extends FieldValues, Input, Saved>(
  save: (input: Input) => Promise<Saved>,
  { setError, shows, onSaved }: ItemSaveOptions<Values, Saved>,
) {
  const [problems, setProblems] = useState<string[]>([]);
  const [stale, setStale] = useState<StaleWrite | null>(null);

  const submit = async (input: Input) => {
    setProblems([]);
    setStale(null);
    try {
      onSaved(await save(input));
    } catch (error) {
      const staleWrite = staleWriteOf(error);
      if (staleWrite) {
        setStale(staleWrite);
        return;
      }
      const unshown = isApiError(error)
        ? applyServerErrors(setError, error.fieldErrors, shows)
        : [];
      setProblems([errorMessage(error), ...unshown]);
      toast.error(errorMessage(error));
    }
  };

  return { submit, problems, stale };
}
