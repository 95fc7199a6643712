import type { FieldClasses } from "../../contracts/fields";
// Forms.module.css first: the pages' CSS keeps the order it had before this module.
import * as styles from "./Forms.module.css";
import * as spinnerStyles from "../ui/Spinner.module.css";

/** The fields' classes every form island is handed in its messages (contracts/fields.ts). */
export const FIELD_CLASSES: FieldClasses = {
  invalid: styles.invalid ?? "",
  error: styles.error ?? "",
  spinner: spinnerStyles.spinner ?? "",
};
