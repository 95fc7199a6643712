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
  onCode: (code: string) => Promise<unknown>;
}

/**
 * One code from the authenticator app (or a recovery code, where the API takes one), sent with
 * the action; an empty field or the server's refusal is said on the field.
 */
export function CodeForm({ action, variant = "primary", hint, onCode }: CodeFormProps) {
  const { t } = useT();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t("security.codeForm.empty"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onCode(code.trim());
      setCode("");
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldErrors?.code?.message ?? failure.message)
          : errorMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="code-form" noValidate onSubmit={(event) => void submit(event)}>
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
