import { forwardRef, type TextareaHTMLAttributes } from "react";
import { controlClass, FieldShell, type FieldProps } from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled multi-line text box with its hint and error message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, className, rows = 5, ...textarea },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={rows}
          className={`${controlClass(error)} ${styles.textarea}`}
          {...aria}
          {...textarea}
        />
      )}
    </FieldShell>
  );
});
