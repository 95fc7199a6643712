import { useId, type ReactNode } from "react";
import * as styles from "./Forms.module.css";

export interface FieldProps {
  label: ReactNode;
  /** The message to show under the field; its presence marks the field invalid. */
  error?: string | undefined;
  /** A standing hint under the label, read out with the field. */
  hint?: string | undefined;
  className?: string | undefined;
}

/** Ids and ARIA attributes that tie a control to its hint and error message. */
export function useFieldAria(error: string | undefined, hint: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return {
    id,
    hintId,
    errorId,
    control: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}

export const controlClass = (error: string | undefined) =>
  [styles.control, error && styles.invalid].filter(Boolean).join(" ");

export const fieldClass = (className: string | undefined) =>
  [styles.field, className].filter(Boolean).join(" ");

interface ShellProps {
  label: ReactNode;
  error: string | undefined;
  hint: string | undefined;
  className: string | undefined;
  /** Renders the control with the ids and ARIA attributes the frame gives it. */
  children: (aria: { id: string } & ReturnType<typeof useFieldAria>["control"]) => ReactNode;
}

/** The frame every field shares: label, standing hint, the control, and its error message. */
export function FieldShell({ label, error, hint, className, children }: ShellProps) {
  const { id, hintId, errorId, control } = useFieldAria(error, hint);
  return (
    <div className={fieldClass(className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, ...control })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
