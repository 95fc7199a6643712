import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactorStatus } from "../api/two-factor";
import { CodeForm } from "../components/code-form";
import { PasswordForm } from "../components/password-form";
import { SessionsPanel } from "../components/sessions-panel";
import { RecoveryCodes } from "../components/recovery-codes";
import { SetupPanel } from "../components/setup-panel";

/** How many recovery codes an admin gets at a time (RECOVERY_CODES in api/src/auth/totp.ts). */
const RECOVERY_CODES = 10;

/**
 * The admin's own sign-in security: two-factor sign-in with an authenticator app (TOTP), its
 * recovery codes, and turning it off (not while the site requires it, REQUIRE_2FA); their
 * password; and the sessions they are signed in with, any of which they can end.
 */
export default function SecurityRoute() {
  const { t, tx } = useT();
  useDocumentTitle(t("security.title"));
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (status.error) {
      return (
        <Alert tone="error">
          <p>{errorMessage(status.error)}</p>
        </Alert>
      );
    }
    if (!status.data) return <p role="status">{t("common.loading")}</p>;
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    const { enabled, required, recoveryCodesLeft } = status.data;
    if (!enabled) {
      return (
        <>
          {required && (
            <Alert tone="warning" title={t("security.required.title")}>
              <p>{t("security.required.text")}</p>
            </Alert>
          )}
          <SetupPanel
            onEnabled={(recoveryCodes) => {
              toast.success(t("security.turnedOn"));
              setCodes(recoveryCodes);
            }}
          />
        </>
      );
    }
    const enabledText = tx("security.enabled", { on: <strong>{t("security.on")}</strong> });
    return (
      <>
        <p>
          {enabledText}{" "}
          {t("security.codesLeft", { count: recoveryCodesLeft, total: RECOVERY_CODES })}
        </p>
        <section aria-labelledby="renew-codes">
          <h3 id="renew-codes">{t("security.renew.title")}</h3>
          <p>{t("security.renew.text")}</p>
          <CodeForm
            action={t("security.renew.action")}
            onCode={async (proof) => setCodes((await renew.mutateAsync(proof)).recoveryCodes)}
          />
        </section>
        {!required && (
          <section aria-labelledby="turn-off">
            <h3 id="turn-off">{t("security.turnOff.title")}</h3>
            <p>{t("security.turnOff.text")}</p>
            <CodeForm
              action={t("security.turnOff.action")}
              variant="danger"
              hint={t("security.turnOff.hint")}
              onCode={async (proof) => {
                await disable.mutateAsync(proof);
                toast.success(t("security.turnedOff"));
              }}
            />
          </section>
        )}
      </>
    );
  };

  return (
    <>
      <h1>{t("security.title")}</h1>
      <section className="editor__section" aria-labelledby="two-factor">
        <h2 id="two-factor">{t("security.twoFactor")}</h2>
        {body()}
      </section>
      {/* While REQUIRE_2FA holds an admin back, only enrolment is open to them (the API too). */}
      {status.data && (status.data.enabled || !status.data.required) && (
        <>
          <section className="editor__section" aria-labelledby="own-password">
            <h2 id="own-password">{t("security.passwordTitle")}</h2>
            <p>{t("security.password.intro")}</p>
            <PasswordForm />
          </section>
          <section className="editor__section" aria-labelledby="own-sessions">
            <h2 id="own-sessions">{t("security.sessionsTitle")}</h2>
            <SessionsPanel />
          </section>
        </>
      )}
    </>
  );
}
