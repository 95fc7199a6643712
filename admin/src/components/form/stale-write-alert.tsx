import { Link } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { StaleWrite } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";

interface StaleWriteAlertProps {
  stale: StaleWrite;
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

export function StaleWriteAlert({ stale, reloading, onReload, onDismiss }: StaleWriteAlertProps) {
  const who = stale.updatedBy ?? "Someone else";
  const when = stale.updatedAt ? ` on ${formatDateTime(stale.updatedAt)}` : "";
  return (
    <Alert tone="error" title="Someone else saved this item first">
      <p>
        {who} saved a newer version{when}, after you opened this page. Your changes are not saved.
        Load their version to continue from it (your changes here are then discarded), or keep
        editing and copy what you need first.
      </p>
      {stale.changes && (
        <p>
          {/* A new tab keeps this form, and the changes on it, as they are. */}
          <Link to={stale.changes} target="_blank" rel="noopener">
            See what changed since your version (opens in a new tab)
          </Link>
        </p>
      )}
      <div className="alert__actions">
        <Button onClick={onReload} loading={reloading}>
          Load their version
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Keep my changes on screen
        </Button>
      </div>
    </Alert>
  );
}
