import type { TextareaHTMLAttributes } from "react";
import { FieldShell, type FieldProps } from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled multi-line text box with its hint. */
export function TextAreaField({ label, hint, className, rows = 5, ...textarea }: Props) {
  return (
    <FieldShell label={label} hint={hint} className={className}>
      {(aria) => (
        <textarea
          rows={rows}
          className={`${styles.control} ${styles.textarea}`}
          {...aria}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
