import type { FieldClasses } from "../../contracts/fields";
import * as spinnerStyles from "../ui/Spinner.module.css";
import * as styles from "./Forms.module.css";

/** The fields' classes every form island is handed in its messages (contracts/fields.ts). */
export const FIELD_CLASSES: FieldClasses = {
  invalid: styles.invalid ?? "",
  error: styles.error ?? "",
  spinner: spinnerStyles.spinner ?? "",
};
