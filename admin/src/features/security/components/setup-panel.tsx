import type { TwoFactorSetup } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-errors";
import { useEnableTwoFactor, useStartSetup } from "../api/two-factor";
import { CodeForm } from "./code-form";

/** The secret in groups of four, as it is typed into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The QR code as an image: an SVG shown through <img> runs nothing, whatever it holds. */
const qrImage = (setup: TwoFactorSetup) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;

/** Turning two-factor on: a QR code to scan (or the secret to type), then the app's first code. */
export function SetupPanel({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setup = useStartSetup();
  const enable = useEnableTwoFactor();
  if (!setup.data) {
    return (
      <>
        <p>
          With two-factor sign-in, signing in takes your password and a six-digit code from an
          authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password
          and others), so a stolen password alone does not open the dashboard.
        </p>
        {setup.error && <p className="field__error">{errorMessage(setup.error)}</p>}
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor sign-in
        </Button>
      </>
    );
  }
  return (
    <ol className="setup-steps">
      <li>
        <p>Scan this code with your authenticator app.</p>
        <img
          className="setup-steps__qr"
          src={qrImage(setup.data)}
          width={192}
          height={192}
          alt="QR code for your authenticator app"
        />
        <p>
          Or type this key into the app:{" "}
          <code className="setup-steps__secret">{grouped(setup.data.secret)}</code>
        </p>
      </li>
      <li>
        <p>Enter the code the app now shows.</p>
        <CodeForm
          action="Turn on two-factor sign-in"
          onCode={async (code) => onEnabled((await enable.mutateAsync(code)).recoveryCodes)}
        />
      </li>
    </ol>
  );
}
