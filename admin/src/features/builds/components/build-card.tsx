import type { Build } from "@leca/shared/contracts";
import { BuildReasons } from "@/components/coded/build-reasons";
import { BuildStatusBadge, isRunning } from "@/components/ui/build-status-badge";
import { useT } from "@/i18n";
import { formatDateTime, formatDuration } from "@/lib/dates";

/** The build in one sentence, before its log: whether it worked, how long it took. */
function outcome(build: Build, t: ReturnType<typeof useT>["t"]): string {
  const duration = build.durationMs === null ? "—" : formatDuration(build.durationMs);
  if (build.status === "succeeded") return t("builds.card.outcome.succeeded", { duration });
  if (build.status === "failed") return t("builds.card.outcome.failed", { duration });
  return t(`builds.card.outcome.${build.status}`);
}

/** `live`: this is the build the site serves now (the newest that succeeded). */
export function BuildCard({ build, live }: { build: Build; live: boolean }) {
  const { t } = useT();
  const running = isRunning(build.status);
  return (
    <li className="build">
      <h2 className="build__title">
        {build.status === "succeeded" && !live ? (
          <span className="badge badge--draft">{t("builds.card.built")}</span>
        ) : (
          <BuildStatusBadge status={build.status} />
        )}{" "}
        {formatDateTime(build.requestedAt)}
      </h2>
      <p className="build__outcome">{outcome(build, t)}</p>
      <dl className="build__facts">
        <dt>{t("builds.card.why")}</dt>
        <dd>
          <BuildReasons stored={build.reason} />
        </dd>
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
      {/* The raw output is for whoever fixes a build: behind "details", open only when it failed. */}
      <details className="build__log" open={build.status === "failed"}>
        <summary>{t("builds.card.details")}</summary>
        {/* Focusable so keyboard users can scroll a long log; the build's output is English. */}
        <pre tabIndex={0} dir="ltr" lang="en">
          {build.logTail || t("builds.card.noOutput")}
        </pre>
      </details>
    </li>
  );
}
