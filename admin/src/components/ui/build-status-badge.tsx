import type { BuildStatus } from "@leca/shared/contracts";
import { useT, type MessageKey } from "@/i18n";

const LABELS: Record<BuildStatus, MessageKey> = {
  queued: "items.buildStatus.queued",
  building: "items.buildStatus.building",
  succeeded: "items.buildStatus.succeeded",
  failed: "items.buildStatus.failed",
};

export const isRunning = (status: BuildStatus) => status === "queued" || status === "building";

export function BuildStatusBadge({ status }: { status: BuildStatus }) {
  const { t } = useT();
  return <span className={`badge badge--build-${status}`}>{t(LABELS[status])}</span>;
}
