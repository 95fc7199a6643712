import type { BackupStatus as Status } from "@leca/shared/contracts";
import { intlLocaleOf } from "@leca/shared/languages";
import { Alert } from "@/components/ui/alert";
import { i18n, useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { useBackupStatus } from "../api/get-backup-status";
import { DeskCard } from "./desk-card";

const HOUR = 3_600_000;

/** The interval in the admin's language: "1 day", "6 hours", "30 minutes". */
function period(ms: number): string {
  const [value, unit] =
    ms % (24 * HOUR) === 0
      ? [ms / (24 * HOUR), "day"]
      : ms % HOUR === 0
        ? [ms / HOUR, "hour"]
        : [Math.round(ms / 60_000), "minute"];
  return new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(value);
}

const size = (bytes: number) =>
  new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    style: "unit",
    unit: bytes < 1024 * 1024 ? "kilobyte" : "megabyte",
    maximumFractionDigits: 1,
  }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / (1024 * 1024));

/** What to warn about, or null: a failed run, a good one older than two intervals, none yet, off. */
function warningOf(status: Status): string | null {
  const { t } = i18n;
  switch (status.warning) {
    case "off":
      return t("desk.backups.off");
    case "never":
      return t("desk.backups.never");
    case "failed":
      return t("desk.backups.failedAt", {
        date: formatDateTime(status.last!.at),
        error: status.last!.error ?? "",
      });
    case "stale":
      return t("desk.backups.stale", { date: formatDateTime(status.lastSuccessAt!) });
    default:
      return null;
  }
}

/** The desk's backup card: when the last one was made, and a warning when it needs attention. */
export function BackupStatus() {
  const { t } = useT();
  return (
    <DeskCard title={t("desk.backups.title")} query={useBackupStatus()}>
      {(status) => {
        const warning = warningOf(status);
        return (
          <>
            {warning && (
              <Alert tone={status.warning === "failed" ? "error" : "warning"}>
                <p>{warning}</p>
              </Alert>
            )}
            {status.last?.ok && (
              <p>
                {t("desk.backups.lastAt", {
                  date: formatDateTime(status.last.at),
                  size: size(status.last.bytes ?? 0),
                })}
              </p>
            )}
            {status.last && !status.last.ok && status.lastSuccessAt && (
              <p>{t("desk.backups.lastGoodAt", { date: formatDateTime(status.lastSuccessAt) })}</p>
            )}
            {status.scheduled && (
              <p className="desk-list__meta">
                {t("desk.backups.schedule", { period: period(status.everyMs), keep: status.keep })}
              </p>
            )}
          </>
        );
      }}
    </DeskCard>
  );
}
