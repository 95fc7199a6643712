import type { Build } from "@leca/shared/contracts";
import { BuildStatusBadge, isRunning } from "@/components/ui/build-status-badge";
import { formatDateTime, formatDuration } from "@/lib/dates";

export function BuildCard({ build }: { build: Build }) {
  const running = isRunning(build.status);
  return (
    <li className="build">
      <h2 className="build__title">
        <BuildStatusBadge status={build.status} /> {formatDateTime(build.requestedAt)}
      </h2>
      <dl className="build__facts">
        <dt>Why</dt>
        <dd>{build.reason}</dd>
        <dt>Duration</dt>
        <dd>
          {build.durationMs !== null
            ? formatDuration(build.durationMs)
            : running
              ? "Still running"
              : "—"}
        </dd>
        <dt>Builder</dt>
        <dd>{build.builder === "local" ? "This server" : "Netlify"}</dd>
      </dl>
      <details className="build__log" open={running || build.status === "failed"}>
        <summary>Last lines of the log</summary>
        {/* Focusable so keyboard users can scroll a long log. */}
        <pre tabIndex={0}>{build.logTail || "No output yet."}</pre>
      </details>
    </li>
  );
}
