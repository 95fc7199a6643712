import { useState } from "react";
import type { LoginBody } from "@leca/api/contracts";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useForm } from "react-hook-form";
import { loadToasts, notify } from "../../lib/toasts";
import { Button } from "../ui/Button";
import { callApi } from "../forms/call-api";
import { applyServerErrors, useErrorText } from "../forms/error-text";
import { FormAlert } from "../forms/FormAlert";
import { TextField } from "../forms/TextField";
import * as styles from "./Login.module.css";
import type { LoginMessages } from "../../islands/login-form";
import * as formStyles from "../forms/Forms.module.css";
import * as spinnerStyles from "../ui/Spinner.module.css";

/** The dashboard is a separate app: a full page load, not a Gatsby navigation. */
export const DASHBOARD_URL = "/dashboard/";

// Answers about the account itself (the spec's general error, a lockout) go in the alert above
// the form, next to any field message; anything else (network, rate limit, server trouble) is
// a passing problem and goes in a toast.
const ACCOUNT_CODES = new Set(["LOGIN_FAILED", "ACCOUNT_LOCKED"]);

// The toasts load as soon as the visitor is in the form, so a failure can show at once.
const prepare = () => loadToasts().catch(() => undefined);

/** Username and password; on success the browser goes to the dashboard. */
export function LoginForm() {
  const { t } = useTranslation("login");
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  // Set on success: the button keeps saying "Logging you in..." while the dashboard loads.
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LoginBody>({
    defaultValues: { username: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || leaving;
  const { t: errorsT } = useTranslation("errors");
  // What the island (src/islands/login-form.ts) says, translated here at build time.
  const islandMessages: LoginMessages = {
    errors: {
      "login.usernameRequired": errorsT("login.usernameRequired"),
      "login.passwordRequired": errorsT("login.passwordRequired"),
    },
    submit: { idle: t("submit.idle"), sending: t("submit.sending") },
    unreachable: t("unreachable"),
    notifications: t("notifications"),
    classes: {
      invalid: formStyles.invalid ?? "",
      error: formStyles.error ?? "",
      alert: formStyles.alert ?? "",
      spinner: spinnerStyles.spinner ?? "",
    },
  };

  const logIn = async (body: LoginBody) => {
    setAlert(null);
    const outcome = await callApi((api) => api.login(body));
    if (outcome.ok) {
      setLeaving(true);
      window.location.assign(DASHBOARD_URL);
      return;
    }
    const { failure } = outcome;
    applyServerErrors(setError, failure.fieldErrors, ["username", "password"]);
    if (ACCOUNT_CODES.has(failure.code)) setAlert(failure.message);
    else notify.error(failure.status === 0 ? t("unreachable") : failure.message);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(logIn)}
      onFocus={prepare}
      data-island="login-form"
      data-island-load="interaction"
    >
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={t("fields.username")}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        error={errorText(errors.username)}
        {...register("username", {
          validate: (value) => value.trim() !== "" || "login.usernameRequired",
        })}
      />
      <TextField
        type="password"
        label={t("fields.password")}
        autoComplete="current-password"
        maxLength={256}
        error={errorText(errors.password)}
        {...register("password", { required: "login.passwordRequired" })}
      />
      <Button
        htmlType="submit"
        size="full"
        loading={busy}
        textButton={t(busy ? "submit.sending" : "submit.idle")}
      />
      <script
        type="application/json"
        data-island-messages=""
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(islandMessages).replace(/</g, "\\u003c"),
        }}
      />
    </form>
  );
}
