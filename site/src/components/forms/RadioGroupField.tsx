import { FieldHint, fieldClass, useFieldAria, type FieldProps } from "./field-parts";
import type { SelectOption } from "../../contracts/fields";
import * as styles from "./Forms.module.css";

type Props = FieldProps & {
  name: string;
  options: readonly SelectOption[];
  /** The option checked as served, and again after the form is reset. */
  defaultValue?: string;
};

/** A fieldset of radios under one legend, with the group's hint. */
export function RadioGroupField({ label, hint, className, name, options, defaultValue }: Props) {
  const { id, hintId, control } = useFieldAria(hint);
  return (
    // radiogroup (not the default group) is the role that may carry aria-invalid.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      className={`${fieldClass(className)} ${styles.fieldset}`}
      {...control}
    >
      <legend id={`${id}-legend`} className={styles.label}>
        {label}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
