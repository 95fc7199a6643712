import { forwardRef, type SelectHTMLAttributes } from "react";
import { controlClass, FieldShell, type FieldProps } from "./field-parts";
import * as styles from "./Forms.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

type Props = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
    options: readonly SelectOption[];
    /** The empty first entry ("Choose a country"), shown while nothing is chosen. */
    placeholder: string;
  };

/** A labelled drop-down with an empty first entry, its hint and error message. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, className, options, placeholder, ...select },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select
          ref={ref}
          className={`${controlClass(error)} ${styles.select}`}
          {...aria}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
