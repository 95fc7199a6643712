import type { InputHTMLAttributes } from "react";
import { FieldShell, type FieldProps } from "./field-parts";
import * as styles from "./Forms.module.css";

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A labelled single-line input with its hint. */
export function TextField({ label, hint, className, type = "text", ...input }: Props) {
  return (
    <FieldShell label={label} hint={hint} className={className}>
      {(aria) => <input type={type} className={styles.control} {...aria} {...input} />}
    </FieldShell>
  );
}
