import { useDropzone, type FileRejection } from "react-dropzone";
import { MEDIA_TYPES, type Media } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { useUploadLimit } from "@/hooks/use-upload-limit";
import { i18n, useT } from "@/i18n";
import { useImageUploads } from "./use-image-uploads";

const ACCEPT = Object.fromEntries(MEDIA_TYPES.map((type) => [type, []]));

/** Drag and drop or a file button; several files at once, each with its progress or error. */
export function ImageUploader({ onUploaded }: { onUploaded: (media: Media) => void }) {
  const { t } = useT();
  const uploads = useImageUploads(onUploaded);
  const uploadLimit = useUploadLimit();
  const onDropRejected = (rejections: FileRejection[]) =>
    rejections.forEach(({ file }) => uploads.reject(file.name, i18n.message("media.unsupported")));
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    onDropAccepted: uploads.start,
    onDropRejected,
    // The visible button opens the file picker; the drop area itself is not a second control.
    noClick: true,
    noKeyboard: true,
  });

  const rootProps = getRootProps({
    className: `dropzone${isDragActive ? " dropzone--active" : ""}`,
  });
  const inputProps = getInputProps({ "aria-label": t("items.upload.inputLabel") });

  return (
    <div className="uploader">
      <div {...rootProps}>
        <input {...inputProps} />
        <p>{t(isDragActive ? "items.upload.drop" : "items.upload.dragOrChoose")}</p>
        <Button variant="secondary" onClick={open}>
          {t("items.upload.choose")}
        </Button>
        <p className="field__hint">{`${t("items.upload.hint")} ${uploadLimit}`.trim()}</p>
      </div>
      {uploads.entries.length > 0 && (
        <ul className="uploads" aria-label={t("items.upload.listLabel")}>
          {uploads.entries.map((entry) => (
            <li key={entry.key} className="uploads__entry">
              <span className="uploads__name">{entry.name}</span>
              {entry.error ? (
                <>
                  <span className="field__error" role="alert">
                    {entry.error}
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={t("items.upload.dismissError", { name: entry.name })}
                    onClick={() => uploads.dismiss(entry.key)}
                  >
                    {t("items.upload.dismiss")}
                  </Button>
                </>
              ) : (
                <progress
                  max={1}
                  value={entry.progress ?? undefined}
                  aria-label={t("items.upload.uploading", { name: entry.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
