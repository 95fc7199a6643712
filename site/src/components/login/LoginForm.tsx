import { useTranslation } from "gatsby-plugin-react-i18next";
import type { LoginMessages } from "../../contracts/login";
import { FIELD_CLASSES } from "../forms/field-classes";
import { TextField } from "../forms/TextField";
import * as formStyles from "../forms/Forms.module.css";
import { Button } from "../ui/Button";
import { IslandMessages } from "../ui/IslandMessages";
import * as styles from "./Login.module.css";

/**
 * Username and password, served empty, and the authenticator's code for an account with
 * two-factor sign-in (hidden until the password step asks for it); the login form island (src/islands/login-form.ts) checks
 * them, signs in and takes the browser to the dashboard.
 */
export function LoginForm() {
  const { t } = useTranslation("login");
  const { t: errorsT } = useTranslation("errors");
  // What the island says, translated here at build time.
  const messages: LoginMessages = {
    errors: {
      "login.usernameRequired": errorsT("login.usernameRequired"),
      "login.passwordRequired": errorsT("login.passwordRequired"),
      "login.codeRequired": errorsT("login.codeRequired"),
    },
    submit: { idle: t("submit.idle"), sending: t("submit.sending") },
    codeSubmit: { idle: t("code.submit.idle"), sending: t("code.submit.sending") },
    unreachable: t("unreachable"),
    notifications: t("notifications"),
    classes: { ...FIELD_CLASSES, alert: formStyles.alert ?? "" },
  };
  return (
    <form
      className={`${formStyles.frame} ${styles.form}`}
      noValidate
      data-island="login-form"
      data-island-load="interaction"
    >
      <div className={styles.step} data-login-step="password">
        <TextField
          name="username"
          label={t("fields.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
        />
        <TextField
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="current-password"
          maxLength={256}
        />
      </div>
      {/* Shown by the island when the account has two-factor sign-in (after the password). */}
      <div className={styles.step} data-login-step="code" hidden>
        <TextField
          name="code"
          label={t("code.label")}
          hint={t("code.hint")}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
        />
      </div>
      <Button htmlType="submit" size="full" textButton={t("submit.idle")} />
      <IslandMessages messages={messages} />
    </form>
  );
}
