import { useFormContext, useWatch } from "react-hook-form";
import { FocalPointField, type FocalPointLabels } from "@/components/form/focal-point-field";
import { useT } from "@/i18n";
import type { NewsFormValues } from "./news-form-schema";

/** The cover's preview, on which the admin picks the point the site's crops of it keep in view. */
export function CoverFocus() {
  const { t } = useT();
  const { control, setValue, formState } = useFormContext<NewsFormValues>();
  const cover = useWatch({ control, name: "cover" });
  if (!cover) return null;
  const labels: FocalPointLabels = {
    legend: t("news.focus.legend"),
    hint: t("news.focus.hint"),
    none: t("news.focus.none"),
    across: t("news.focus.across"),
    down: t("news.focus.down"),
    reset: t("news.focus.reset"),
    crops: t("news.focus.crops"),
    card: t("news.focus.card"),
    thumbnail: t("news.focus.thumbnail"),
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
