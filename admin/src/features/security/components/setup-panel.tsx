import type { TwoFactorSetup } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
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
  const { t, tx } = useT();
  const setup = useStartSetup();
  const enable = useEnableTwoFactor();
  if (!setup.data) {
    return (
      <>
        <p>{t("security.setup.intro")}</p>
        {setup.error && <p className="field__error">{errorMessage(setup.error)}</p>}
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          {t("security.setup.start")}
        </Button>
      </>
    );
  }
  // The key where the sentence's grammar puts it.
  const typeKey = tx("security.setup.typeKey", {
    key: <code className="setup-steps__secret">{grouped(setup.data.secret)}</code>,
  });
  return (
    <ol className="setup-steps">
      <li>
        <p>{t("security.setup.scan")}</p>
        <img
          className="setup-steps__qr"
          src={qrImage(setup.data)}
          width={192}
          height={192}
          alt={t("security.setup.qrAlt")}
        />
        <p>{typeKey}</p>
      </li>
      <li>
        <p>{t("security.setup.enterCode")}</p>
        <CodeForm
          action={t("security.setup.turnOn")}
          onCode={async (proof) => onEnabled((await enable.mutateAsync(proof)).recoveryCodes)}
        />
      </li>
    </ol>
  );
}
