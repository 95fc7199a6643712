import { LEAD_STATUSES } from "@leca/shared/contracts";
import { FilterForm, type FilterField } from "@/components/list/filter-form";
import { useT } from "@/i18n";
import { leadStatusKey, NO_FILTERS, type LeadFilters } from "../lead-filters";

interface InboxFiltersProps {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}

/** A source is a site path: "lecapon" is read as "/lecapon". */
const asPath = (source: string) => (source && !source.startsWith("/") ? `/${source}` : source);

/**
 * The inbox's filters, as the API filters: status, quote requests, the page a message came from,
 * text in the sender's details or message, and days.
 */
export function InboxFilters({ filters, onApply }: InboxFiltersProps) {
  const { t } = useT();
  const fields: readonly FilterField<LeadFilters>[] = [
    {
      name: "q",
      label: t("inbox.filters.search"),
      input: { type: "search", maxLength: 100, placeholder: t("inbox.filters.searchPlaceholder") },
    },
    {
      name: "status",
      label: t("inbox.filters.status"),
      options: [
        { value: "", label: t("inbox.filters.anyStatus") },
        ...LEAD_STATUSES.map((status) => ({ value: status, label: t(leadStatusKey(status)) })),
      ],
    },
    {
      name: "quote",
      label: t("inbox.filters.kind"),
      options: [
        { value: "", label: t("inbox.filters.allMessages") },
        { value: "true", label: t("inbox.filters.quoteRequests") },
        { value: "false", label: t("inbox.filters.otherMessages") },
      ],
    },
    // The placeholder is an example site path, the same in every language.
    {
      name: "source",
      label: t("inbox.filters.source"),
      input: { maxLength: 200, placeholder: "/lecapon/" },
    },
    {
      name: "archived",
      label: t("inbox.filters.archive"),
      options: [
        { value: "", label: t("inbox.filters.notArchived") },
        { value: "true", label: t("inbox.filters.archived") },
      ],
    },
    { name: "from", label: t("inbox.filters.from"), input: { type: "date" } },
    { name: "to", label: t("inbox.filters.to"), input: { type: "date" } },
  ];
  return (
    <FilterForm
      label={t("inbox.filters.label")}
      idPrefix="inbox"
      fields={fields}
      filters={filters}
      empty={NO_FILTERS}
      tidy={(draft) => ({ ...draft, q: draft.q.trim(), source: asPath(draft.source.trim()) })}
      onApply={onApply}
    />
  );
}
