import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
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
import { focusRow, LeadList } from "../components/lead-list";
import { MessageCard } from "../components/message-card";
import { filtersFrom, filtersToParams, filtersToQuery, type LeadFilters } from "../lead-filters";
import { LEAD_PARAM, listSearch, withLead, type FromList } from "../lead-param";

const PAGE_SIZE = 20;

export default function InboxRoute() {
  const { t } = useT();
  useDocumentTitle(t("inbox.title"));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
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

  const selectedId = params.get(LEAD_PARAM) || null;
  const items = messages.data?.items ?? [];
  const lead = selectedId ? items.find((item) => item.id === selectedId) : undefined;
  const list = listSearch(location.search);

  const applyFilters = (next: LeadFilters) => setParams(filtersToParams(next));

  /** Back to the list: the history's entry before the lead when the list opened it, else the list. */
  const closeLead = () => {
    if ((location.state as FromList | null)?.inboxList === list) navigate(-1);
    else navigate({ search: list }, { replace: true });
  };

  // Focus follows the lead: to its card's heading once it is open (and shown: after a reload,
  // when the list has loaded), back to its row once it is closed.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusedFor = useRef<string | null>(null);
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (lead && focusedFor.current !== lead.id) {
      focusedFor.current = lead.id;
      headingRef.current?.focus();
    }
    if (!selectedId && focusedFor.current) {
      const id = returnTo.current ?? focusedFor.current;
      focusedFor.current = null;
      returnTo.current = null;
      focusRow(listRef.current, id);
    }
  }, [lead, selectedId]);

  // Opening an unread lead reads it, once per opening: "Mark as unread" in its card then holds.
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId) readFor.current = null;
    if (!lead || readFor.current === lead.id) return;
    readFor.current = lead.id;
    if (!lead.read) mark.mutate({ id: lead.id, read: true }, { onError: showError });
    // mark and showError are new each render; the lead and its state are what matter.
  }, [lead, selectedId]);

  /** Archived or restored, the lead leaves this list: the list is shown, focus on the next row. */
  const archiveLead = (id: string, archived: boolean) => {
    const at = items.findIndex((item) => item.id === id);
    const neighbour = items[at + 1] ?? items[at - 1];
    archive.mutate(
      { id, archived },
      {
        onError: showError,
        onSuccess: () => {
          if (params.get(LEAD_PARAM) !== id) return;
          returnTo.current = neighbour?.id ?? null;
          closeLead();
        },
      },
    );
  };

  return (
    <div className={`inbox${selectedId ? " inbox--open" : ""}`}>
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
      <div className="inbox__filters">
        <InboxFilters
          key={new URLSearchParams(filtersToParams(filters)).toString()}
          filters={filters}
          onApply={applyFilters}
        />
      </div>
      {messages.isError && (
        <Alert tone="error" title={t("inbox.loadError")}>
          <p>{errorMessage(messages.error)}</p>
        </Alert>
      )}
      <div className="inbox__panes">
        <div className="inbox__list">
          {messages.isPending && <p role="status">{t("inbox.loading")}</p>}
          {messages.data && filtered && (
            <p role="status">{t("inbox.matching", { count: messages.data.total })}</p>
          )}
          {messages.data?.items.length === 0 && !filtered && <p>{t("inbox.empty")}</p>}
          <LeadList
            ref={listRef}
            label={t("inbox.list.label")}
            leads={items}
            selectedId={selectedId}
            replace={selectedId !== null}
            hrefOf={(id) => ({ search: withLead(list, id) })}
            state={{ inboxList: list } satisfies FromList}
          />
          {messages.data && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={messages.data.total}
              onPage={(next) => setParams({ ...filtersToParams(filters), page: String(next) })}
            />
          )}
        </div>
        <div className="inbox__pane">
          {selectedId ? (
            <>
              <Link
                className="inbox__back"
                to={{ search: list }}
                onClick={(event) => {
                  event.preventDefault();
                  closeLead();
                }}
              >
                {t("inbox.list.back")}
              </Link>
              {lead ? (
                <MessageCard
                  key={lead.id}
                  message={lead}
                  headingRef={headingRef}
                  busy={mark.isPending && mark.variables.id === lead.id}
                  onToggleRead={() =>
                    mark.mutate({ id: lead.id, read: !lead.read }, { onError: showError })
                  }
                  statusBusy={setStatus.isPending && setStatus.variables.id === lead.id}
                  onStatus={(status) =>
                    setStatus.mutate({ id: lead.id, status }, { onError: showError })
                  }
                  noteBusy={addNote.isPending && addNote.variables.id === lead.id}
                  onAddNote={(text) => addNote.mutateAsync({ id: lead.id, text })}
                  archiveBusy={archive.isPending && archive.variables.id === lead.id}
                  onArchive={(archived) => archiveLead(lead.id, archived)}
                />
              ) : (
                messages.data && <p role="status">{t("inbox.list.notInList")}</p>
              )}
            </>
          ) : (
            items.length > 0 && <p className="inbox__hint">{t("inbox.list.choose")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
