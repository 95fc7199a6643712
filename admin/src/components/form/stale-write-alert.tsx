import { Link } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import type { StaleWrite } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";

interface StaleWriteAlertProps {
  stale: StaleWrite;
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

export function StaleWriteAlert({ stale, reloading, onReload, onDismiss }: StaleWriteAlertProps) {
  const { t } = useT();
  // Who and when, each when known: four whole sentences, so each language words them its way.
  const date = stale.updatedAt ? formatDateTime(stale.updatedAt) : null;
  const name = stale.updatedBy;
  const who =
    name === null
      ? date
        ? t("items.stale.savedBySomeoneOn", { date })
        : t("items.stale.savedBySomeone")
      : date
        ? t("items.stale.savedByOn", { name, date })
        : t("items.stale.savedBy", { name });
  return (
    <Alert tone="error" title={t("items.stale.title")}>
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
        <Button onClick={onReload} loading={reloading}>
          {t("items.stale.reload")}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {t("items.stale.keep")}
        </Button>
      </div>
    </Alert>
  );
}
