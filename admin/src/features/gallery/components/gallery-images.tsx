import { useCallback } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { Media } from "@leca/shared/contracts";
import { emptyLocalized } from "@/components/form/languages";
import { useT } from "@/i18n";
import type { GalleryFormValues } from "./gallery-form-schema";
import { ImageList } from "./image-list";
import { ImageUploader } from "./image-uploader";

export function GalleryImages() {
  const { t } = useT();
  const { control, formState } = useFormContext<GalleryFormValues>();
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
        <p>{t("gallery.images.none")}</p>
      ) : (
        <ImageList ids={fields.map((field) => field.key)} onMove={move} onRemove={remove} />
      )}
    </>
  );
}
