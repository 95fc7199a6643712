import { useFormContext, useWatch } from "react-hook-form";
import { FocalPointField, type FocalPointLabels } from "@/components/form/focal-point-field";
import { useT } from "@/i18n";
import type { ImagesForm } from "./picture-schemas";

interface ImageFocusProps {
  index: number;
  /** How many images the item has: labels say which picture they set ("image 2 of 5"). */
  total: number;
}

/** An image's preview, on which the admin picks the point the site's crops of it keep in view. */
export function ImageFocus({ index, total }: ImageFocusProps) {
  const { t } = useT();
  const { control, setValue, formState } = useFormContext<ImagesForm>();
  const [url, focus] = useWatch({
    control,
    name: [`images.${index}.url`, `images.${index}.focus`],
  });
  const place = { position: index + 1, total };
  const labels: FocalPointLabels = {
    legend: t("items.imageFocus.legend", place),
    hint: t("items.imageFocus.hint"),
    none: t("items.imageFocus.none"),
    across: t("items.imageFocus.across", place),
    down: t("items.imageFocus.down", place),
    reset: t("items.imageFocus.reset"),
    resetName: t("items.imageFocus.resetImage", place),
    crops: t("items.imageFocus.crops"),
    card: t("items.imageFocus.card"),
    thumbnail: t("items.imageFocus.thumbnail"),
  };
  // The server names the axis it refused ("images.0.focus.x"); the control shows either.
  const error = formState.errors.images?.[index]?.focus;
  return (
    <FocalPointField
      url={url}
      alt={t("items.images.preview", place)}
      width={240}
      value={focus}
      onChange={(next) => setValue(`images.${index}.focus`, next, { shouldDirty: true })}
      labels={labels}
      error={error?.message ?? error?.x?.message ?? error?.y?.message}
    />
  );
}
