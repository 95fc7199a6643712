import { toast } from "sonner";
import type { OwnSession } from "@leca/shared/contracts";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "../api/account";

/**
 * The admin's own sessions: where each signed in (browser, system, approximate address), when it
 * started and was last used, which one is this device; any other one can be ended, or all of
 * them at once.
 */
export function SessionsPanel() {
  const { t } = useT();
  const sessions = useOwnSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.error) {
    return (
      <Alert tone="error">
        <p>{errorMessage(sessions.error)}</p>
      </Alert>
    );
  }
  if (!sessions.data) return <p role="status">{t("common.loading")}</p>;
  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current).length;

  const device = (session: OwnSession) => {
    if (session.browser && session.os) {
      return t("security.sessions.browserOn", { browser: session.browser, os: session.os });
    }
    return session.browser ?? session.os ?? t("security.sessions.unknownBrowser");
  };

  return (
    <>
      <ul className="session-list" aria-label={t("security.sessions.listLabel")}>
        {list.map((session) => (
          <li key={session.id} className="session-list__item">
            <p className="session-list__device">
              <strong>{device(session)}</strong>
              {session.current && (
                <span className="badge badge--published">{t("security.sessions.thisDevice")}</span>
              )}
            </p>
            <dl className="session-list__facts">
              <dt>{t("security.sessions.address")}</dt>
              <dd dir="ltr">{session.address ?? t("security.sessions.unknownAddress")}</dd>
              <dt>{t("security.sessions.started")}</dt>
              <dd>{formatDateTime(session.createdAt)}</dd>
              <dt>{t("security.sessions.lastUsed")}</dt>
              <dd>{formatDateTime(session.lastUsedAt)}</dd>
            </dl>
            {!session.current && (
              <Button
                variant="secondary"
                loading={end.isPending && end.variables === session.id}
                aria-label={t("security.sessions.endOne", { device: device(session) })}
                onClick={() =>
                  end.mutate(session.id, {
                    onSuccess: () => toast.success(t("security.sessions.ended")),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                {t("security.sessions.end")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Button
          variant="danger"
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                toast.success(t("security.sessions.endedOthers", { count: ended })),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {t("security.sessions.endOthers")}
        </Button>
      ) : (
        <p>{t("security.sessions.onlyThis")}</p>
      )}
    </>
  );
}
