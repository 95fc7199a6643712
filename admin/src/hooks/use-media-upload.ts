import { useMutation } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";

/** POST /api/media/ (multipart): the server checks the type by content and re-encodes it. */
export function useMediaUpload() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      api.media.upload(file, { onProgress }),
  });
}
