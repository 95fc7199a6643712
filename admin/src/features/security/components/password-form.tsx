import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { isApiError } from "@leca/shared/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { useChangePassword } from "../api/account";

/**
 * Changing the admin's own password: the current one, then the new one twice. The API holds it
 * to the CLI's rule and ends every other session of the admin; the form says so.
 */
export function PasswordForm() {
  const { t } = useT();
  const change = useChangePassword();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const length = [...next].length;
    const found = {
      current: current ? undefined : t("security.password.currentEmpty"),
      next:
        length < PASSWORD_MIN || length > PASSWORD_MAX
          ? t("security.password.lengthError", { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : undefined,
      repeat: repeat === next ? undefined : t("security.password.mismatch"),
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent("");
      setNext("");
      setRepeat("");
      toast.success(t("security.password.changed"));
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : undefined;
      if (fields?.currentPassword) setErrors({ current: fields.currentPassword.message });
      else if (fields?.newPassword) setErrors({ next: fields.newPassword.message });
      else setErrors({ current: errorMessage(failure) });
    }
  };

  return (
    <form className="password-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-current`}
        label={t("security.password.current")}
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        id={`${id}-new`}
        label={t("security.password.new")}
        hint={t("security.password.length", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={(event) => setNext(event.target.value)}
      />
      <TextField
        id={`${id}-repeat`}
        label={t("security.password.repeat")}
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors.repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <Button type="submit" loading={change.isPending}>
        {t("security.password.submit")}
      </Button>
    </form>
  );
}
