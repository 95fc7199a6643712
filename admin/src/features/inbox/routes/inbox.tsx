import { useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { Pagination } from "@/components/list/pagination";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { useAddNote } from "../api/add-note";
import { useExportLeads } from "../api/export-leads";
import { useMessages } from "../api/get-messages";
import { useMarkMessage } from "../api/mark-message";
import { useArchiveLead, useSetLeadStatus } from "../api/update-lead";
import { InboxFilters } from "../components/inbox-filters";
import { MessageCard } from "../components/message-card";
import { filtersFrom, filtersToParams, filtersToQuery, type LeadFilters } from "../lead-filters";

const PAGE_SIZE = 20;

export default function InboxRoute() {
  const { t } = useT();
  useDocumentTitle(t("inbox.title"));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const filters = filtersFrom(params);
  const filterQuery = filtersToQuery(filters);
  const filtered = Object.keys(filterQuery).length > 0;
  const messages = useMessages({ page, pageSize: PAGE_SIZE, ...filterQuery });
  const mark = useMarkMessage();
  const setStatus = useSetLeadStatus();
  const addNote = useAddNote();
  const archive = useArchiveLead();
  const exportLeads = useExportLeads();
  const unread = messages.data?.unread;
  const showError = (error: unknown) => toast.error(errorMessage(error));

  const applyFilters = (next: LeadFilters) => setParams(filtersToParams(next));

  return (
    <>
      <div className="page-header">
        <h1>{t("inbox.title")}</h1>
        {unread !== undefined && (
          <p className="page-header__note" role="status">
            {unread === 0 ? t("inbox.allRead") : t("inbox.unread", { count: unread })}
          </p>
        )}
        <Button
          variant="secondary"
          loading={exportLeads.isPending}
          onClick={() => exportLeads.mutate(filterQuery, { onError: showError })}
        >
          {filtered ? t("inbox.exportFiltered") : t("inbox.export")}
        </Button>
      </div>
      <InboxFilters
        key={new URLSearchParams(filtersToParams(filters)).toString()}
        filters={filters}
        onApply={applyFilters}
      />
      {messages.isError && (
        <Alert tone="error" title={t("inbox.loadError")}>
          <p>{errorMessage(messages.error)}</p>
        </Alert>
      )}
      {messages.isPending && <p role="status">{t("inbox.loading")}</p>}
      {messages.data && filtered && (
        <p role="status">{t("inbox.matching", { count: messages.data.total })}</p>
      )}
      {messages.data?.items.length === 0 && !filtered && <p>{t("inbox.empty")}</p>}
      <div className="messages">
        {messages.data?.items.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            busy={mark.isPending && mark.variables.id === message.id}
            onToggleRead={() =>
              mark.mutate({ id: message.id, read: !message.read }, { onError: showError })
            }
            statusBusy={setStatus.isPending && setStatus.variables.id === message.id}
            onStatus={(status) =>
              setStatus.mutate({ id: message.id, status }, { onError: showError })
            }
            noteBusy={addNote.isPending && addNote.variables.id === message.id}
            onAddNote={(text) => addNote.mutateAsync({ id: message.id, text })}
            archiveBusy={archive.isPending && archive.variables.id === message.id}
            onArchive={(archived) =>
              archive.mutate({ id: message.id, archived }, { onError: showError })
            }
          />
        ))}
      </div>
      {messages.data && (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={messages.data.total}
          onPage={(next) => setParams({ ...filtersToParams(filters), page: String(next) })}
        />
      )}
    </>
  );
}
