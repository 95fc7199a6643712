import { Alert } from "@/components/ui/alert";
import { isRunning } from "@/components/ui/build-status-badge";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-errors";
import { useBuilds } from "../api/get-builds";
import { BuildCard } from "../components/build-card";

export default function BuildsRoute() {
  useDocumentTitle("Builds");
  const builds = useBuilds();
  const running = builds.data?.items.some((build) => isRunning(build.status)) ?? false;
  return (
    <>
      <div className="page-header">
        <h1>Builds</h1>
        {running && (
          <p className="page-header__note" role="status">
            A build is running; this page updates by itself.
          </p>
        )}
      </div>
      {builds.isError && (
        <Alert tone="error" title="The builds could not be loaded">
          <p>{errorMessage(builds.error)}</p>
        </Alert>
      )}
      {builds.isPending && <p role="status">Loading builds…</p>}
      {builds.data?.items.length === 0 && <p>The site has not been rebuilt yet.</p>}
      <ol className="builds">
        {builds.data?.items.map((build) => (
          <BuildCard key={build.id} build={build} />
        ))}
      </ol>
    </>
  );
}
