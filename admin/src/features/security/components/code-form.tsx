import { useId, useState, type FormEvent } from "react";
import { isApiError } from "@leca/shared/client";
import { TextField } from "@/components/form/field";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";

interface CodeFormProps {
  /** What the button does, in words: "Turn on", "Turn off", "Renew the recovery codes". */
  action: string;
  variant?: "primary" | "danger";
  hint?: string;
  /** The code and the password, which every change to two-factor asks for again. */
  onCode: (proof: { code: string; password: string }) => Promise<unknown>;
}

/**
 * One code from the authenticator app (or a recovery code, where the API takes one) and the
 * admin's password, sent with the action; an empty field or the server's refusal is said on
 * the field it is about.
 */
export function CodeForm({ action, variant = "primary", hint, onCode }: CodeFormProps) {
  const { t } = useT();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codeMissing = !code.trim();
    setError(codeMissing ? t("security.codeForm.empty") : undefined);
    setPasswordError(password ? undefined : t("security.codeForm.passwordEmpty"));
    if (codeMissing || !password) return;
    setBusy(true);
    try {
      await onCode({ code: code.trim(), password });
      setCode("");
      setPassword("");
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors?.password) {
        setPasswordError(failure.fieldErrors.password.message);
      } else {
        setError(
          isApiError(failure)
            ? (failure.fieldErrors?.code?.message ?? failure.message)
            : errorMessage(failure),
        );
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="code-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-password`}
        label={t("security.codeForm.password")}
        hint={t("security.codeForm.passwordHint")}
        type="password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id={id}
        label={t("security.codeForm.label")}
        hint={hint}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant={variant} loading={busy}>
        {action}
      </Button>
    </form>
  );
}
