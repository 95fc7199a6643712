import { useState, type ChangeEvent } from "react";
import { MEDIA_TYPES, type Media } from "@leca/shared/contracts";
import { errorMessage } from "@/lib/api-errors";
import { useMediaUpload } from "./use-media-upload";

/** What an image picker accepts: the types the API stores. */
export const IMAGE_ACCEPT = MEDIA_TYPES.join(",");

/**
 * One file chosen in a file input, uploaded with its progress: a news cover, or a gallery picture
 * replaced where it stands. `onUploaded` gets the stored file; the input is emptied, so the same
 * file can be chosen again after a failure.
 */
export function useSingleUpload(onUploaded: (media: Media) => void) {
  const upload = useMediaUpload();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProgress(0);
    try {
      onUploaded(await upload.mutateAsync({ file, onProgress: setProgress }));
    } catch {
      // The mutation keeps the error; the field shows it.
    } finally {
      setProgress(null);
    }
  };

  return { choose, progress, error: upload.error ? errorMessage(upload.error) : undefined };
}
