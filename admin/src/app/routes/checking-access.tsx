import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { AccessProblem, AccessStatus } from "@/lib/access-status";
import { useAccessStatus, useDeps } from "@/lib/deps";
import { StatusScreen } from "./guarded-root";

const PROBLEMS: Record<AccessProblem, { title: string; text: (status: number) => string }> = {
  busy: {
    title: "The server is busy",
    text: () => "It is turning requests away for a moment, so your access cannot be checked yet.",
  },
  unreachable: {
    title: "Cannot reach the server",
    text: () => "Check your connection. Nothing is lost: the dashboard keeps trying.",
  },
  failing: {
    title: "The server could not answer",
    text: (status) =>
      status ? `Checking your access failed with error ${status}.` : "Checking your access failed.",
  },
};

/** Shown until the guard has its answer, including while a busy or unreachable server is retried. */
export function CheckingAccess() {
  const status = useAccessStatus();
  if (status.kind === "checking") return <StatusScreen message="Checking your access…" />;
  return <WaitingForServer status={status} />;
}

function WaitingForServer({ status }: { status: Extract<AccessStatus, { kind: "waiting" }> }) {
  const { access } = useDeps();
  const seconds = useSecondsUntil(status.retryAt);
  const problem = PROBLEMS[status.problem];
  return (
    <main className="status-screen">
      <h1>Dashboard</h1>
      <Alert tone="warning" title={problem.title}>
        <p>{problem.text(status.status)}</p>
        <p>{seconds > 0 ? `Trying again in ${seconds} s.` : "Trying again…"}</p>
        <div className="alert__actions">
          <Button onClick={() => access.retryNow()}>Try again now</Button>
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
