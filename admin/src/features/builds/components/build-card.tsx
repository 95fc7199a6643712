import type { Build } from "@leca/shared/contracts";
import { BuildStatusBadge, isRunning } from "@/components/ui/build-status-badge";
import { useT } from "@/i18n";
import { formatDateTime, formatDuration } from "@/lib/dates";

export function BuildCard({ build }: { build: Build }) {
  const { t } = useT();
  const running = isRunning(build.status);
  return (
    <li className="build">
      <h2 className="build__title">
        <BuildStatusBadge status={build.status} /> {formatDateTime(build.requestedAt)}
      </h2>
      <dl className="build__facts">
        <dt>{t("builds.card.why")}</dt>
        {/* What asked for it, as the API recorded it ("news published: green-roofs"). */}
        <dd>{build.reason}</dd>
        <dt>{t("builds.card.duration")}</dt>
        <dd>
          {build.durationMs !== null
            ? formatDuration(build.durationMs)
            : running
              ? t("builds.card.stillRunning")
              : "—"}
        </dd>
        <dt>{t("builds.card.builder")}</dt>
        <dd>{t(`builds.card.builders.${build.builder}`)}</dd>
      </dl>
      <details className="build__log" open={running || build.status === "failed"}>
        <summary>{t("builds.card.log")}</summary>
        {/* Focusable so keyboard users can scroll a long log. */}
        <pre tabIndex={0}>{build.logTail || t("builds.card.noOutput")}</pre>
      </details>
    </li>
  );
}
