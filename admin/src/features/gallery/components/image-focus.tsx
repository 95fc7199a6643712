import { useFormContext, useWatch } from "react-hook-form";
import { FocalPointField, type FocalPointLabels } from "@/components/form/focal-point-field";
import { useT } from "@/i18n";
import type { GalleryFormValues } from "./gallery-form-schema";

interface ImageFocusProps {
  index: number;
  /** How many images the item has: labels say which picture they set ("image 2 of 5"). */
  total: number;
}

/** An image's preview, on which the admin picks the point the site's crops of it keep in view. */
export function ImageFocus({ index, total }: ImageFocusProps) {
  const { t } = useT();
  const { control, setValue, formState } = useFormContext<GalleryFormValues>();
  const [url, focus] = useWatch({
    control,
    name: [`images.${index}.url`, `images.${index}.focus`],
  });
  const place = { position: index + 1, total };
  const labels: FocalPointLabels = {
    legend: t("gallery.focus.legend", place),
    hint: t("gallery.focus.hint"),
    none: t("gallery.focus.none"),
    across: t("gallery.focus.across", place),
    down: t("gallery.focus.down", place),
    reset: t("gallery.focus.reset"),
    resetName: t("gallery.focus.resetImage", place),
    crops: t("gallery.focus.crops"),
    card: t("gallery.focus.card"),
    thumbnail: t("gallery.focus.thumbnail"),
  };
  // The server names the axis it refused ("images.0.focus.x"); the control shows either.
  const error = formState.errors.images?.[index]?.focus;
  return (
    <FocalPointField
      url={url}
      alt={t("gallery.images.preview", place)}
      width={240}
      value={focus}
      onChange={(next) => setValue(`images.${index}.focus`, next, { shouldDirty: true })}
      labels={labels}
      error={error?.message ?? error?.x?.message ?? error?.y?.message}
    />
  );
}
