import { useState, type ChangeEvent, type FormEvent } from "react";
import { LEAD_STATUSES } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { LEAD_STATUS_LABELS, NO_FILTERS, type LeadFilters } from "../lead-filters";

interface InboxFiltersProps {
  filters: LeadFilters;
  onApply: (filters: LeadFilters) => void;
}

/** A source is a site path: "lecapon" is read as "/lecapon". */
const asPath = (source: string) => (source && !source.startsWith("/") ? `/${source}` : source);

/** One filter's field: a select with its options, or else an input with these attributes. */
interface FilterField {
  name: keyof LeadFilters;
  label: string;
  input?: { type?: "search" | "date"; maxLength?: number; placeholder?: string };
  options?: readonly { value: string; label: string }[];
}

const FIELDS: readonly FilterField[] = [
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
      {FIELDS.map(({ name, label, input, options }) => {
        const control = {
          id: `inbox-${name}`,
          className: "control",
          value: draft[name],
          // A select's value is one of its options, which are the filter's values.
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
            set({ [name]: event.target.value } as Partial<LeadFilters>),
        };
        return (
          <div key={name} className="toolbar__filter">
            <label htmlFor={control.id}>{label}</label>
            {options ? (
              <select {...control}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} {...input} />
            )}
          </div>
        );
      })}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
      <Button variant="ghost" onClick={clear}>
        Clear
      </Button>
    </form>
  );
}
