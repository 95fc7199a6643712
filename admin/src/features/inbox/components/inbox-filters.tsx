import { useState, type FormEvent } from "react";
import { LEAD_STATUSES } from "@leca/api/contracts";
import { Button } from "@/components/ui/button";
import { LEAD_STATUS_LABELS, NO_FILTERS, type LeadFilters } from "../lead-filters";

interface InboxFiltersProps {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}

/** A source is a site path: "lecapon" is read as "/lecapon". */
const asPath = (source: string) => (source && !source.startsWith("/") ? `/${source}` : source);

/**
 * The inbox's filters, applied together (Enter or the button), as the API filters: status, quote
 * requests, the page a message came from, text in the sender's details or message, and days.
 */
export function InboxFilters({ filters, onApply }: InboxFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const set = (change: Partial<LeadFilters>) => setDraft((current) => ({ ...current, ...change }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim(), source: asPath(draft.source.trim()) });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <form className="toolbar" role="search" aria-label="Filter messages" onSubmit={apply}>
      <div className="toolbar__filter">
        <label htmlFor="inbox-q">Search</label>
        <input
          id="inbox-q"
          className="control"
          type="search"
          maxLength={100}
          placeholder="Name, email, phone, message"
          value={draft.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="toolbar__filter">
        <label htmlFor="inbox-status">Status</label>
        <select
          id="inbox-status"
          className="control"
          value={draft.status}
          onChange={(event) => set({ status: event.target.value as LeadFilters["status"] })}
        >
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="inbox-quote">Kind</label>
        <select
          id="inbox-quote"
          className="control"
          value={draft.quote}
          onChange={(event) => set({ quote: event.target.value as LeadFilters["quote"] })}
        >
          <option value="">All messages</option>
          <option value="true">Quote requests</option>
          <option value="false">Other messages</option>
        </select>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="inbox-source">Sent from page</label>
        <input
          id="inbox-source"
          className="control"
          maxLength={200}
          placeholder="/lecapon/"
          value={draft.source}
          onChange={(event) => set({ source: event.target.value })}
        />
      </div>
      <div className="toolbar__filter">
        <label htmlFor="inbox-from">From</label>
        <input
          id="inbox-from"
          className="control"
          type="date"
          value={draft.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="toolbar__filter">
        <label htmlFor="inbox-to">To</label>
        <input
          id="inbox-to"
          className="control"
          type="date"
          value={draft.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
      <Button variant="ghost" onClick={clear}>
        Clear
      </Button>
    </form>
  );
}
