import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError, FieldHint, fieldClass, useFieldAria, type FieldProps } from "./field-parts";
import type { SelectOption } from "./SelectField";
import * as styles from "./Forms.module.css";

type Props = FieldProps & {
  options: readonly SelectOption[];
  /** react-hook-form's registration, shared by every radio of the group. */
  registration: UseFormRegisterReturn;
};

/** A fieldset of radios under one legend, with the group's hint and error message. */
export function RadioGroupField({ label, error, hint, className, options, registration }: Props) {
  const { id, hintId, errorId, control } = useFieldAria(error, hint);
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
      <div className={[styles.radios, error && styles.invalid].filter(Boolean).join(" ")}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
