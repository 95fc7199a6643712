import { useFormContext, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { i18n, useT } from "@/i18n";
import { formatDateTime, fromLocalInput, isFuture } from "@/lib/dates";
import type { EditorBaseValues } from "@/lib/item-kind";
import { TextField } from "./field";

function outcome(status: string, localDate: string): string {
  if (status !== "published") return i18n.t("items.publish.draftOutcome");
  const iso = fromLocalInput(localDate);
  if (iso && isFuture(iso))
    return i18n.t("items.publish.scheduledOutcome", { date: formatDateTime(iso) });
  return i18n.t("items.publish.publishedOutcome");
}

/** Draft or published, and when: a future date with "published" means scheduled. */
export function PublishFields() {
  const { t } = useT();
  const { register, control, formState } = useFormContext<EditorBaseValues>();
  const [status, publishedAt] = useWatch({ control, name: ["status", "publishedAt"] });
  const { errors } = formState;
  const statusField = register("status");
  const dateField = register("publishedAt");
  const scheduled = status === "published" && isFuture(fromLocalInput(publishedAt));
  return (
    <div className="publish-fields">
      <fieldset className="choice-group">
        <legend className="field__label">{t("items.publish.status")}</legend>
        <label className="choice">
          <input type="radio" value="draft" {...statusField} /> {t("common.status.draft")}
        </label>
        <label className="choice">
          <input type="radio" value="published" {...statusField} /> {t("common.status.published")}
        </label>
        {errors.status && <p className="field__error">{errors.status.message}</p>}
      </fieldset>
      <TextField
        label={t("items.publish.date")}
        type="datetime-local"
        hint={t("items.publish.dateHint")}
        error={errors.publishedAt?.message}
        {...dateField}
      />
      <Alert tone={scheduled ? "warning" : "info"}>
        <p>{outcome(status, publishedAt)}</p>
      </Alert>
    </div>
  );
}
