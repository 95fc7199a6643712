import type { FieldClasses } from "./fields";

// What the form's component writes into its messages script and its island reads.

/** The strings and classes LoginForm.tsx writes into the form's messages script. */
export interface LoginMessages {
  /** The two prompts, by their errors.json key. */
  errors: {
    "login.usernameRequired": string;
    "login.passwordRequired": string;
    "login.codeRequired": string;
  };
  submit: { idle: string; sending: string };
  /** The button in the code step. */
  codeSubmit: { idle: string; sending: string };
  unreachable: string;
  /** The toasts' region name. */
  notifications: string;
  /** Forms.module.css .alert (FormAlert.tsx) besides the fields' classes. */
  classes: FieldClasses & { alert: string };
}
