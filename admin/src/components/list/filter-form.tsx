import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/** One filter's field: a select with its options, or else an input with these attributes. */
export interface FilterField<F> {
  name: keyof F & string;
  label: string;
  input?: { type?: "search" | "date"; maxLength?: number; placeholder?: string };
  options?: readonly { value: string; label: string }[];
}

interface FilterFormProps<F extends { [K in keyof F]: string }> {
  /** The form's accessible name, e.g. "Filter messages". */
  label: string;
  /** Prefixes the controls' ids: two filter forms never share one. */
  idPrefix: string;
  fields: readonly FilterField<F>[];
  filters: F;
  /** What "Clear" applies. */
  empty: F;
  /** Tidies the draft before it is applied (trimming, completing a path). */
  tidy?: (draft: F) => F;
  onApply: (filters: F) => void;
}

/**
 * A list's filters, applied together (Enter or the button) rather than on every keystroke: each
 * change is one request, and the URL (which the screens keep their filters in) changes once.
 */
export function FilterForm<F extends { [K in keyof F]: string }>({
  label,
  idPrefix,
  fields,
  filters,
  empty,
  tidy = (draft) => draft,
  onApply,
}: FilterFormProps<F>) {
  const { t } = useT();
  const [draft, setDraft] = useState(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(tidy(draft));
  };
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };

  // Each field's control; its label is the filter's, given already in the admin's language.
  const renderField = ({ name, label: fieldLabel, input, options }: FilterField<F>) => {
    const control = {
      id: `${idPrefix}-${name}`,
      className: "control",
      value: draft[name],
      // A select's value is one of its options, which are the filter's values.
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setDraft((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <div key={name} className="toolbar__filter">
        <label htmlFor={control.id}>{fieldLabel}</label>
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
  };

  return (
    <form className="toolbar" role="search" aria-label={label} onSubmit={apply}>
      {fields.map(renderField)}
      <Button type="submit" variant="secondary">
        {t("items.filters.apply")}
      </Button>
      <Button variant="ghost" onClick={clear}>
        {t("items.filters.clear")}
      </Button>
    </form>
  );
}
