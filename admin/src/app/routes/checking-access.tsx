import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AccessStatus } from "@/lib/access-status";
import { useT } from "@/i18n";
import { useAccessStatus, useDeps } from "@/lib/deps";
import { StatusScreen } from "./guarded-root";

/** Shown until the guard has its answer, including while a busy or unreachable server is retried. */
export function CheckingAccess() {
  const status = useAccessStatus();
  const { t } = useT();
  if (status.kind === "checking") return <StatusScreen message={t("layout.access.checking")} />;
  return <WaitingForServer status={status} />;
}

function WaitingForServer({ status }: { status: Extract<AccessStatus, { kind: "waiting" }> }) {
  const { access } = useDeps();
  const seconds = useSecondsUntil(status.retryAt);
  const { t } = useT();
  const problem = status.problem;
  const failedWith = problem === "failing" && status.status;
  return (
    <main className="status-screen">
      <h1>{t("common.dashboard")}</h1>
      <Alert tone="warning" title={t(`layout.access.${problem}.title`)}>
        <p>
          {failedWith
            ? t("layout.access.failing.textWithStatus", { status: String(status.status) })
            : t(`layout.access.${problem}.text`)}
        </p>
        <p>{seconds > 0 ? t("layout.access.retryIn", { seconds }) : t("layout.access.retrying")}</p>
        <div className="alert__actions">
          <Button onClick={() => access.retryNow()}>{t("layout.access.retryNow")}</Button>
        </div>
      </Alert>
    </main>
  );
}

/** Whole seconds left until `at`, counted down once a second. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
