import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-errors";
import { useDisableTwoFactor, useRenewRecoveryCodes, useTwoFactorStatus } from "../api/two-factor";
import { CodeForm } from "../components/code-form";
import { RecoveryCodes } from "../components/recovery-codes";
import { SetupPanel } from "../components/setup-panel";

/**
 * The admin's own sign-in security: two-factor sign-in with an authenticator app (TOTP), its
 * recovery codes, and turning it off (not while the site requires it, REQUIRE_2FA).
 */
export default function SecurityRoute() {
  useDocumentTitle("Security");
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
    if (!status.data) return <p role="status">Loading…</p>;
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    const { enabled, required, recoveryCodesLeft } = status.data;
    if (!enabled) {
      return (
        <>
          {required && (
            <Alert tone="warning" title="Two-factor sign-in is required">
              <p>This site asks every admin to use it. Set it up to continue to the dashboard.</p>
            </Alert>
          )}
          <SetupPanel
            onEnabled={(recoveryCodes) => {
              toast.success("Two-factor sign-in is on.");
              setCodes(recoveryCodes);
            }}
          />
        </>
      );
    }
    return (
      <>
        <p>
          Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your
          authenticator app. {recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <section aria-labelledby="renew-codes">
          <h3 id="renew-codes">New recovery codes</h3>
          <p>The codes you have stop working, and you get ten new ones.</p>
          <CodeForm
            action="Renew the recovery codes"
            onCode={async (code) => setCodes((await renew.mutateAsync(code)).recoveryCodes)}
          />
        </section>
        {!required && (
          <section aria-labelledby="turn-off">
            <h3 id="turn-off">Turn it off</h3>
            <p>Signing in then takes your password only.</p>
            <CodeForm
              action="Turn off two-factor sign-in"
              variant="danger"
              hint="A recovery code works here too."
              onCode={async (code) => {
                await disable.mutateAsync(code);
                toast.success("Two-factor sign-in is off.");
              }}
            />
          </section>
        )}
      </>
    );
  };

  return (
    <>
      <h1>Security</h1>
      <section className="editor__section" aria-labelledby="two-factor">
        <h2 id="two-factor">Two-factor sign-in</h2>
        {body()}
      </section>
    </>
  );
}
