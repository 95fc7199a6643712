import { Link } from "react-router-dom";
import { toast } from "sonner";
import type { Build } from "@leca/shared/contracts";
import { BuildStatusBadge, isRunning } from "@/components/ui/build-status-badge";
import { Button } from "@/components/ui/button";
import { i18n, useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";
import { useLatestBuild } from "../api/get-latest-build";
import { useRequestRebuild } from "../api/request-rebuild";
import { DeskCard } from "./desk-card";

function describe(build: Build): string {
  const at = (iso: string | null) => ({ date: formatDateTime(iso ?? build.requestedAt) });
  if (build.status === "succeeded") return i18n.t("desk.site.liveSince", at(build.finishedAt));
  if (build.status === "failed") return i18n.t("desk.site.failedAt", at(build.finishedAt));
  if (build.status === "building") return i18n.t("desk.site.buildingSince", at(build.startedAt));
  return i18n.t("desk.site.queuedAt", at(build.requestedAt));
}

export function SiteStatus({ buildsHref }: { buildsHref: string }) {
  const { t } = useT();
  const latest = useLatestBuild();
  const rebuild = useRequestRebuild();

  const requestRebuild = () =>
    rebuild.mutate(undefined, {
      onSuccess: ({ build }) => {
        if (build) toast.success(t("desk.site.rebuildRequested"));
        else toast.info(t("desk.site.noBuilder"));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <DeskCard title={t("desk.site.title")} query={latest}>
      {(build) => (
        <>
          {build ? (
            <p>
              <BuildStatusBadge status={build.status} /> {describe(build)}
            </p>
          ) : (
            <p>{t("desk.site.neverBuilt")}</p>
          )}
          <div className="desk-card__actions">
            {/* A running build takes every change made until it started; one more would wait. */}
            <Button
              onClick={requestRebuild}
              loading={rebuild.isPending}
              disabled={build !== null && isRunning(build.status)}
              aria-describedby={build && isRunning(build.status) ? "rebuild-running" : undefined}
            >
              {t("desk.site.rebuild")}
            </Button>
            {build && isRunning(build.status) && (
              <span id="rebuild-running" className="desk-card__note">
                {t("desk.site.rebuildWhenDone")}
              </span>
            )}
            <Link to={buildsHref}>{t("desk.site.allBuilds")}</Link>
          </div>
        </>
      )}
    </DeskCard>
  );
}
