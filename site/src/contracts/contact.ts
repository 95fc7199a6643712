import type { FieldClasses } from "./fields";

// What the form's component writes into its messages script and its island reads.

/** The submit button's four states (spec section 4). */
export type SendState = "idle" | "sending" | "done" | "failed";

/** The strings and classes ContactForm.tsx writes into the form's messages script. */
export interface ContactMessages {
  /** errors.json texts by key ("contact.name"), "validation.invalid" among them. */
  errors: Record<string, string>;
  countryPlaceholder: string;
  countryWaiting: string;
  submit: Record<SendState, string>;
  toast: { sent: string; unreachable: string };
  /** The toasts' region name. */
  notifications: string;
  classes: FieldClasses;
}
