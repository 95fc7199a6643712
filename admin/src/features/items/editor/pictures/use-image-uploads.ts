import { useCallback, useState } from "react";
import type { Media } from "@leca/shared/contracts";
import { useMediaUpload } from "@/hooks/use-media-upload";
import { errorMessage } from "@/lib/api-errors";

export interface UploadEntry {
  key: string;
  name: string;
  /** 0..1, or null before the browser reports any. */
  progress: number | null;
  error: string | null;
}

let nextKey = 0;

/** Uploads files side by side; each keeps its own progress, and its error in words if it fails. */
export function useImageUploads(onUploaded: (media: Media) => void) {
  const { mutateAsync: upload } = useMediaUpload();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const start = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ file, key: `upload-${(nextKey += 1)}` }));
      setEntries((current) => [
        ...current,
        ...added.map(({ file, key }) => ({ key, name: file.name, progress: null, error: null })),
      ]);
      for (const { file, key } of added) {
        upload({ file, onProgress: (progress) => patch(key, { progress }) })
          .then((media) => {
            onUploaded(media);
            setEntries((current) => current.filter((entry) => entry.key !== key));
          })
          .catch((error: unknown) => patch(key, { error: errorMessage(error), progress: null }));
      }
    },
    [upload, onUploaded],
  );

  /** Failures stay listed until the admin has read them. */
  const reject = useCallback((name: string, error: string) => {
    setEntries((current) => [
      ...current,
      { key: `upload-${(nextKey += 1)}`, name, progress: null, error },
    ]);
  }, []);

  const dismiss = (key: string) => setEntries((current) => current.filter((e) => e.key !== key));

  return { entries, start, reject, dismiss };
}
