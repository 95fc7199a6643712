import { useCallback } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { Media } from "@leca/shared/contracts";
import { emptyLocalized } from "@/components/form/languages";
import { useT } from "@/i18n";
import type { ImagesForm } from "./picture-schemas";
import { ImageList } from "./image-list";
import { ImageUploader } from "./image-uploader";

/** A list of images: upload several at once, reorder, replace, remove; each with its texts and focal point. */
export function ImagesField() {
  const { t } = useT();
  const { control, formState } = useFormContext<ImagesForm>();
  // keyName "key": the default ("id") would hide a field of that name in the values.
  const { fields, append, move, remove } = useFieldArray({
    control,
    name: "images",
    keyName: "key",
  });
  const error = formState.errors.images;
  const onUploaded = useCallback(
    (media: Media) =>
      append({
        mediaId: media.id,
        url: media.url,
        alt: emptyLocalized(),
        caption: emptyLocalized(),
        focus: null,
      }),
    [append],
  );
  return (
    <>
      <ImageUploader onUploaded={onUploaded} />
      {(error?.message ?? error?.root?.message) && (
        <p className="field__error" role="alert">
          {error?.message ?? error?.root?.message}
        </p>
      )}
      {fields.length === 0 ? (
        <p>{t("items.images.none")}</p>
      ) : (
        <ImageList ids={fields.map((field) => field.key)} onMove={move} onRemove={remove} />
      )}
    </>
  );
}
