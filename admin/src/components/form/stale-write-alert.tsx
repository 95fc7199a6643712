import { Link } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import type { StaleWrite } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";

interface StaleWriteAlertProps {
  stale: StaleWrite;
  /** The newer save was this admin's own (another tab, another device). */
  you: boolean;
  reloading: boolean;
  onReload: () => void;
  /** Loads the newer version with this form's changes merged into it. */
  onMerge: () => void;
}

export function StaleWriteAlert({
  stale,
  you,
  reloading,
  onReload,
  onMerge,
}: StaleWriteAlertProps) {
  const { t } = useT();
  // Who and when, each when known: whole sentences, so each language words them its way.
  const date = stale.updatedAt ? formatDateTime(stale.updatedAt) : null;
  const name = stale.updatedBy;
  const who = you
    ? date
      ? t("items.stale.savedByYouOn", { date })
      : t("items.stale.savedByYou")
    : name === null
      ? date
        ? t("items.stale.savedBySomeoneOn", { date })
        : t("items.stale.savedBySomeone")
      : date
        ? t("items.stale.savedByOn", { name, date })
        : t("items.stale.savedBy", { name });
  return (
    <Alert tone="error" title={t(you ? "items.stale.titleYou" : "items.stale.title")}>
      <p>
        {who} {t("items.stale.advice")}
      </p>
      {stale.changes && (
        <p>
          {/* A new tab keeps this form, and the changes on it, as they are. */}
          <Link to={stale.changes} target="_blank" rel="noopener">
            {t("items.stale.changes")}
          </Link>
        </p>
      )}
      <div className="alert__actions">
        <Button onClick={onMerge} loading={reloading}>
          {t("items.stale.merge")}
        </Button>
        <Button variant="secondary" onClick={onReload} disabled={reloading}>
          {t("items.stale.reload")}
        </Button>
      </div>
    </Alert>
  );
}
