import type { BuildStatus } from "@leca/shared/contracts";

const LABELS: Record<BuildStatus, string> = {
  queued: "Queued",
  building: "Building",
  succeeded: "Live",
  failed: "Failed",
};

export const isRunning = (status: BuildStatus) => status === "queued" || status === "building";

export function BuildStatusBadge({ status }: { status: BuildStatus }) {
  return <span className={`badge badge--build-${status}`}>{LABELS[status]}</span>;
}
