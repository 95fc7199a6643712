import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/**
 * The recovery codes, shown once: each signs in once in place of the app's code (a lost phone).
 * Downloadable as a text file; "Done" hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useT();
  // The file is read by the admin, in the admin's language; the codes are the same in any.
  const text = [t("security.recovery.fileHeading"), "", ...codes, ""].join("\n");
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Alert tone="warning" title={t("security.recovery.title")}>
      <p>{t("security.recovery.text")}</p>
      <ol className="recovery-codes" aria-label={t("security.recovery.listLabel")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="alert__actions">
        <a className="button button--secondary" href={file} download="leca-recovery-codes.txt">
          {t("security.recovery.download")}
        </a>
        <Button onClick={onDone}>{t("security.recovery.done")}</Button>
      </div>
    </Alert>
  );
}
