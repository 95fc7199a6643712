import { AUDIT_ACTIONS } from "@leca/shared/contracts";
import { FilterForm, type FilterField } from "@/components/list/filter-form";
import { ACTION_LABELS, NO_FILTERS, type AuditFilters } from "../audit-filters";

const FIELDS: readonly FilterField<AuditFilters>[] = [
  {
    name: "action",
    label: "What",
    options: [
      { value: "", label: "Everything" },
      ...AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
    ],
  },
  { name: "actor", label: "Who", input: { type: "search", maxLength: 100, placeholder: "admin" } },
  { name: "from", label: "From", input: { type: "date" } },
  { name: "to", label: "To", input: { type: "date" } },
];

/** The log's filters: what happened, who did it (a username), and days. */
export function AuditFiltersForm(props: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  return (
    <FilterForm
      label="Filter the audit log"
      idPrefix="audit"
      fields={FIELDS}
      empty={NO_FILTERS}
      tidy={(draft) => ({ ...draft, actor: draft.actor.trim() })}
      {...props}
    />
  );
}
