import { AUDIT_ACTIONS } from "@leca/shared/contracts";
import { FilterForm, type FilterField } from "@/components/list/filter-form";
import { useT } from "@/i18n";
import { actionKey, NO_FILTERS, type AuditFilters } from "../audit-filters";

/** The log's filters: what happened, who did it (a username), and days. */
export function AuditFiltersForm(props: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useT();
  const fields: readonly FilterField<AuditFilters>[] = [
    {
      name: "action",
      label: t("audit.filters.what"),
      options: [
        { value: "", label: t("audit.filters.everything") },
        ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(actionKey(action)) })),
      ],
    },
    // The placeholder is an example username, a value the same in every language.
    {
      name: "actor",
      label: t("audit.filters.who"),
      input: { type: "search", maxLength: 100, placeholder: "admin" },
    },
    { name: "from", label: t("audit.filters.from"), input: { type: "date" } },
    { name: "to", label: t("audit.filters.to"), input: { type: "date" } },
  ];
  return (
    <FilterForm
      label={t("audit.filters.label")}
      idPrefix="audit"
      fields={fields}
      empty={NO_FILTERS}
      tidy={(draft) => ({ ...draft, actor: draft.actor.trim() })}
      {...props}
    />
  );
}
