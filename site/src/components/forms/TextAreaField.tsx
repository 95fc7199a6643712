import { forwardRef, type TextareaHTMLAttributes } from "react";
import {
  controlClass,
  fieldClass,
  FieldError,
  FieldHint,
  useFieldAria,
  type FieldProps,
} from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled multi-line text box with its hint and error message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, className, rows = 5, ...textarea },
  ref,
) {
  const { id, hintId, errorId, control } = useFieldAria(error, hint);
  return (
    <div className={fieldClass(className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={`${controlClass(error)} ${styles.textarea}`}
        {...control}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
