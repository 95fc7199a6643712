import { useFormContext, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { formatDateTime, fromLocalInput, isFuture } from "@/lib/dates";
import type { EditorBaseValues } from "@/lib/item-kind";
import { TextField } from "./field";

function outcome(status: string, localDate: string): string {
  if (status !== "published") return "Saved as a draft: it stays off the public site.";
  const iso = fromLocalInput(localDate);
  if (iso && isFuture(iso)) return `Scheduled: it goes live on ${formatDateTime(iso)}.`;
  return "Published: it goes live on the site with the rebuild that follows saving.";
}

/** Draft or published, and when: a future date with "published" means scheduled. */
export function PublishFields() {
  const { register, control, formState } = useFormContext<EditorBaseValues>();
  const [status, publishedAt] = useWatch({ control, name: ["status", "publishedAt"] });
  const { errors } = formState;
  const scheduled = status === "published" && isFuture(fromLocalInput(publishedAt));
  return (
    <div className="publish-fields">
      <fieldset className="choice-group">
        <legend className="field__label">Status</legend>
        <label className="choice">
          <input type="radio" value="draft" {...register("status")} /> Draft
        </label>
        <label className="choice">
          <input type="radio" value="published" {...register("status")} /> Published
        </label>
        {errors.status && <p className="field__error">{errors.status.message}</p>}
      </fieldset>
      <TextField
        label="Publish date"
        type="datetime-local"
        hint="Your local time. Empty means now; a future date schedules the item."
        error={errors.publishedAt?.message}
        {...register("publishedAt")}
      />
      <Alert tone={scheduled ? "warning" : "info"}>
        <p>{outcome(status, publishedAt)}</p>
      </Alert>
    </div>
  );
}
