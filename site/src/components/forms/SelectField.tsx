import type { SelectOption } from "../../contracts/fields";
import type { SelectHTMLAttributes } from "react";
import { FieldShell, type FieldProps } from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
    options: readonly SelectOption[];
    /** The empty first entry ("Choose a country"), shown while nothing is chosen. */
    placeholder: string;
  };

/** A labelled drop-down with an empty first entry and its hint. */
export function SelectField({ label, hint, className, options, placeholder, ...select }: Props) {
  return (
    <FieldShell label={label} hint={hint} className={className}>
      {(aria) => (
        <select className={`${styles.control} ${styles.select}`} {...aria} {...select}>
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
}
