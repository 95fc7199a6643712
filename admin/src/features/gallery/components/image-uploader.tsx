import { useDropzone, type FileRejection } from "react-dropzone";
import { MEDIA_TYPES, type Media } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { messageFor } from "@/lib/messages";
import { useImageUploads } from "./use-image-uploads";

const ACCEPT = Object.fromEntries(MEDIA_TYPES.map((type) => [type, []]));

/** Drag and drop or a file button; several files at once, each with its progress or error. */
export function ImageUploader({ onUploaded }: { onUploaded: (media: Media) => void }) {
  const uploads = useImageUploads(onUploaded);
  const onDropRejected = (rejections: FileRejection[]) =>
    rejections.forEach(({ file }) => uploads.reject(file.name, messageFor("media.unsupported")));
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    onDropAccepted: uploads.start,
    onDropRejected,
    // The visible button opens the file picker; the drop area itself is not a second control.
    noClick: true,
    noKeyboard: true,
  });

  return (
    <div className="uploader">
      <div {...getRootProps({ className: `dropzone${isDragActive ? " dropzone--active" : ""}` })}>
        <input {...getInputProps({ "aria-label": "Upload images" })} />
        <p>{isDragActive ? "Drop the images here." : "Drag and drop images here, or"}</p>
        <Button variant="secondary" onClick={open}>
          Choose images
        </Button>
        <p className="field__hint">JPEG, PNG, WebP or AVIF; several at once.</p>
      </div>
      {uploads.entries.length > 0 && (
        <ul className="uploads" aria-label="Uploads">
          {uploads.entries.map((entry) => (
            <li key={entry.key} className="uploads__entry">
              <span className="uploads__name">{entry.name}</span>
              {entry.error ? (
                <>
                  <span className="field__error" role="alert">
                    {entry.error}
                  </span>
                  <Button variant="ghost" onClick={() => uploads.dismiss(entry.key)}>
                    Dismiss<span className="visually-hidden"> the error for {entry.name}</span>
                  </Button>
                </>
              ) : (
                <progress
                  max={1}
                  value={entry.progress ?? undefined}
                  aria-label={`Uploading ${entry.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
