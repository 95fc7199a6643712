import type { ReactNode } from "react";
import * as styles from "./Forms.module.css";

/** A form-wide error, announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}
