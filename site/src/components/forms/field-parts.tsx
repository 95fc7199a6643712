import { useId, type ReactNode } from "react";
import * as styles from "./Forms.module.css";

export interface FieldProps {
  label: ReactNode;
  /** A standing hint under the label, read out with the field. */
  hint?: string | undefined;
  className?: string | undefined;
}

/**
 * Ids and ARIA attributes that tie a control to its hint. A form island shows a field's error in
 * a message with the id `${id}-error` next to the hint (src/islands/forms/fields.ts).
 */
export function useFieldAria(hint: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  return { id, hintId, control: { "aria-describedby": hint ? hintId : undefined } };
}

export const fieldClass = (className: string | undefined) =>
  [styles.field, className].filter(Boolean).join(" ");

interface ShellProps extends FieldProps {
  /** Renders the control with the ids and ARIA attributes the frame gives it. */
  children: (aria: { id: string } & ReturnType<typeof useFieldAria>["control"]) => ReactNode;
}

/** The frame every field shares: label, standing hint and the control. */
export function FieldShell({ label, hint, className, children }: ShellProps) {
  const { id, hintId, control } = useFieldAria(hint);
  return (
    <div className={fieldClass(className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, ...control })}
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
