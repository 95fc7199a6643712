import { Alert } from "@/components/ui/alert";
import { isRunning } from "@/components/ui/build-status-badge";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { useBuilds } from "../api/get-builds";
import { BuildCard } from "../components/build-card";

export default function BuildsRoute() {
  const { t } = useT();
  useDocumentTitle(t("builds.title"));
  const builds = useBuilds();
  const running = builds.data?.items.some((build) => isRunning(build.status)) ?? false;
  // The list is newest first: the first build that succeeded is the one the site serves.
  const liveId = builds.data?.items.find((build) => build.status === "succeeded")?.id;
  return (
    <>
      <div className="page-header">
        <h1>{t("builds.title")}</h1>
        {running && (
          <p className="page-header__note" role="status">
            {t("builds.running")}
          </p>
        )}
      </div>
      {builds.isError && (
        <Alert tone="error" title={t("builds.loadError")}>
          <p>{errorMessage(builds.error)}</p>
        </Alert>
      )}
      {builds.isPending && <p role="status">{t("builds.loading")}</p>}
      {builds.data?.items.length === 0 && <p>{t("builds.empty")}</p>}
      <ol className="builds">
        {builds.data?.items.map((build) => (
          <BuildCard key={build.id} build={build} live={build.id === liveId} />
        ))}
      </ol>
    </>
  );
}
