import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The recovery codes, shown once: each signs in once in place of the app's code (a lost phone).
 * Downloadable as a text file; "Done" hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = [
    "LECA Gulf dashboard: recovery codes. Each works once, in place of the app's code.",
    "",
    ...codes,
    "",
  ].join("\n");
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Alert tone="warning" title="Keep these recovery codes somewhere safe">
      <p>
        If you lose your phone, each of these signs you in once instead of the app&apos;s code. They
        are shown only now.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="alert__actions">
        <a className="button button--secondary" href={file} download="leca-recovery-codes.txt">
          Download as a text file
        </a>
        <Button onClick={onDone}>I have kept them</Button>
      </div>
    </Alert>
  );
}
