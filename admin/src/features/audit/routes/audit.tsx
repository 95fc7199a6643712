import { useSearchParams } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { useAuditLog } from "../api/get-audit";
import { filtersFrom, filtersToParams, filtersToQuery, type AuditFilters } from "../audit-filters";
import { AuditFiltersForm } from "../components/audit-filters-form";
import { AuditTable } from "../components/audit-table";

/**
 * The audit log: sign-ins (and failed ones), sign-outs, password resets, publishing, deletions,
 * uploads and builds, newest first, filtered in the URL, older entries a page at a time.
 */
export default function AuditRoute() {
  const { t } = useT();
  useDocumentTitle(t("audit.title"));
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const log = useAuditLog(filtersToQuery(filters));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const retentionDays = log.data?.pages[0]?.retentionDays;
  const filtered = Object.keys(filtersToParams(filters)).length > 0;

  return (
    <>
      <div className="page-header">
        <h1>{t("audit.title")}</h1>
        {retentionDays !== undefined && (
          <p className="page-header__note">{t("audit.retention", { count: retentionDays })}</p>
        )}
      </div>
      <AuditFiltersForm
        key={new URLSearchParams(filtersToParams(filters)).toString()}
        filters={filters}
        onApply={(next: AuditFilters) => setParams(filtersToParams(next))}
      />
      {log.isError && (
        <Alert tone="error" title={t("audit.loadError")}>
          <p>{errorMessage(log.error)}</p>
        </Alert>
      )}
      {log.isPending && <p role="status">{t("audit.loading")}</p>}
      {log.isSuccess && entries.length === 0 && (
        <p>{filtered ? t("audit.noMatch") : t("audit.empty")}</p>
      )}
      {entries.length > 0 && <AuditTable entries={entries} />}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t("audit.showOlder")}
        </Button>
      )}
    </>
  );
}
