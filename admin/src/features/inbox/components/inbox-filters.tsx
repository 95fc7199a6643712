import { LEAD_STATUSES } from "@leca/shared/contracts";
import { FilterForm, type FilterField } from "@/components/list/filter-form";
import { LEAD_STATUS_LABELS, NO_FILTERS, type LeadFilters } from "../lead-filters";

interface InboxFiltersProps {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}

/** A source is a site path: "lecapon" is read as "/lecapon". */
const asPath = (source: string) => (source && !source.startsWith("/") ? `/${source}` : source);

const FIELDS: readonly FilterField<LeadFilters>[] = [
  {
    name: "q",
    label: "Search",
    input: { type: "search", maxLength: 100, placeholder: "Name, email, phone, message" },
  },
  {
    name: "status",
    label: "Status",
    options: [
      { value: "", label: "Any status" },
      ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
    ],
  },
  {
    name: "quote",
    label: "Kind",
    options: [
      { value: "", label: "All messages" },
      { value: "true", label: "Quote requests" },
      { value: "false", label: "Other messages" },
    ],
  },
  { name: "source", label: "Sent from page", input: { maxLength: 200, placeholder: "/lecapon/" } },
  { name: "from", label: "From", input: { type: "date" } },
  { name: "to", label: "To", input: { type: "date" } },
];

/**
 * The inbox's filters, as the API filters: status, quote requests, the page a message came from,
 * text in the sender's details or message, and days.
 */
export function InboxFilters({ filters, onApply }: InboxFiltersProps) {
  return (
    <FilterForm
      label="Filter messages"
      idPrefix="inbox"
      fields={FIELDS}
      filters={filters}
      empty={NO_FILTERS}
      tidy={(draft) => ({ ...draft, q: draft.q.trim(), source: asPath(draft.source.trim()) })}
      onApply={onApply}
    />
  );
}
