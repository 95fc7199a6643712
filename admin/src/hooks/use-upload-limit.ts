import { formatNumber } from "@leca/shared/i18n";
import { useT } from "@/i18n";
import { useProfile } from "./use-profile";

const MEGABYTE = 1024 * 1024;

/**
 * The upload limit as a picker says it before any upload ("Up to 15 MB per image."), from the
 * API's MEDIA_MAX_MB (GET /api/session/); empty until the profile has loaded.
 */
export function useUploadLimit(): string {
  const { t, language } = useT();
  const bytes = useProfile().data?.mediaMaxBytes;
  if (!bytes) return "";
  const size = formatNumber(Math.round((bytes / MEGABYTE) * 10) / 10, language);
  return t("common.uploadLimit", { size });
}
