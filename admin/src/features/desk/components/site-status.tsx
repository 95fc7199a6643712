import { Link } from "react-router-dom";
import { toast } from "sonner";
import type { Build } from "@leca/shared/contracts";
import { BuildStatusBadge } from "@/components/ui/build-status-badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";
import { useLatestBuild } from "../api/get-latest-build";
import { useRequestRebuild } from "../api/request-rebuild";
import { DeskCard } from "./desk-card";

function describe(build: Build): string {
  const at = (iso: string | null) => formatDateTime(iso ?? build.requestedAt);
  if (build.status === "succeeded") return `Live since ${at(build.finishedAt)}.`;
  if (build.status === "failed") return `The last build failed at ${at(build.finishedAt)}.`;
  if (build.status === "building") return `Building since ${at(build.startedAt)}.`;
  return `Queued at ${at(build.requestedAt)}.`;
}

export function SiteStatus({ buildsHref }: { buildsHref: string }) {
  const latest = useLatestBuild();
  const rebuild = useRequestRebuild();

  const requestRebuild = () =>
    rebuild.mutate(undefined, {
      onSuccess: ({ build }) => {
        if (build) toast.success("Rebuild requested. The site updates when the build is done.");
        else toast.info("This server has no site builder configured, so nothing was rebuilt.");
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <DeskCard title="Site" query={latest}>
      {(build) => (
        <>
          {build ? (
            <p>
              <BuildStatusBadge status={build.status} /> {describe(build)}
            </p>
          ) : (
            <p>The site has not been rebuilt from the dashboard yet.</p>
          )}
          <div className="desk-card__actions">
            <Button onClick={requestRebuild} loading={rebuild.isPending}>
              Rebuild now
            </Button>
            <Link to={buildsHref}>See all builds</Link>
          </div>
        </>
      )}
    </DeskCard>
  );
}
