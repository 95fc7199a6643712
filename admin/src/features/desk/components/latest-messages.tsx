import { Link } from "react-router-dom";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { useLatestMessages } from "../api/get-latest-messages";
import { DeskCard } from "./desk-card";

export function LatestMessages({ inboxHref }: { inboxHref: string }) {
  const { t } = useT();
  return (
    <DeskCard title={t("desk.messages.title")} query={useLatestMessages()}>
      {(page) => (
        <>
          <p>{t("desk.messages.unread", { count: page.unread })}</p>
          {page.items.length === 0 ? (
            <p>{t("desk.messages.none")}</p>
          ) : (
            <ul className="desk-list">
              {page.items.map((message) => (
                <li key={message.id}>
                  <strong>
                    {message.name} {message.family}
                  </strong>{" "}
                  {!message.read && (
                    <span className="badge badge--unread">{t("desk.messages.unreadBadge")}</span>
                  )}
                  <br />
                  <span className="desk-list__meta">{formatDateTime(message.createdAt)}</span>
                  <p className="desk-list__excerpt">{message.message.slice(0, 140)}</p>
                </li>
              ))}
            </ul>
          )}
          <Link to={inboxHref}>{t("desk.messages.openInbox")}</Link>
        </>
      )}
    </DeskCard>
  );
}
