import { useFormContext, useWatch } from "react-hook-form";
import { FocalPointField, type FocalPointLabels } from "@/components/form/focal-point-field";
import { useT } from "@/i18n";
import type { CoverForm } from "./picture-schemas";

/** The cover's preview, on which the admin picks the point the site's crops of it keep in view. */
export function CoverFocus() {
  const { t } = useT();
  const { control, setValue, formState } = useFormContext<CoverForm>();
  const cover = useWatch({ control, name: "cover" });
  if (!cover) return null;
  const labels: FocalPointLabels = {
    legend: t("items.coverFocus.legend"),
    hint: t("items.coverFocus.hint"),
    none: t("items.coverFocus.none"),
    across: t("items.coverFocus.across"),
    down: t("items.coverFocus.down"),
    reset: t("items.coverFocus.reset"),
    crops: t("items.coverFocus.crops"),
    card: t("items.coverFocus.card"),
    thumbnail: t("items.coverFocus.thumbnail"),
  };
  // The server names the axis it refused ("cover.focus.x"); the control shows either.
  const error = formState.errors.cover?.focus;
  return (
    <FocalPointField
      url={cover.url}
      alt={cover.alt.en}
      width={320}
      value={cover.focus}
      onChange={(focus) => setValue("cover.focus", focus, { shouldDirty: true })}
      labels={labels}
      error={error?.message ?? error?.x?.message ?? error?.y?.message}
    />
  );
}
