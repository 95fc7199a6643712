import { forwardRef, type InputHTMLAttributes } from "react";
import {
  controlClass,
  fieldClass,
  FieldError,
  FieldHint,
  useFieldAria,
  type FieldProps,
} from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled single-line input with its hint and error message. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, className, type = "text", ...input },
  ref,
) {
  const { id, hintId, errorId, control } = useFieldAria(error, hint);
  return (
    <div className={fieldClass(className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <input
        ref={ref}
        id={id}
        type={type}
        className={controlClass(error)}
        {...control}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
