import * as styles from "./Spinner.module.css";

/** A small rotating ring; decorative, the owner says "loading" in words. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
