import { Link } from "react-router-dom";
import { formatDateTime } from "@/lib/dates";
import { useLatestMessages } from "../api/get-latest-messages";
import { DeskCard } from "./desk-card";

export function LatestMessages({ inboxHref }: { inboxHref: string }) {
  return (
    <DeskCard title="Latest messages" query={useLatestMessages()}>
      {(page) => (
        <>
          <p>{page.unread} unread</p>
          {page.items.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <ul className="desk-list">
              {page.items.map((message) => (
                <li key={message.id}>
                  <strong>
                    {message.name} {message.family}
                  </strong>{" "}
                  {!message.read && <span className="badge badge--unread">Unread</span>}
                  <br />
                  <span className="desk-list__meta">{formatDateTime(message.createdAt)}</span>
                  <p className="desk-list__excerpt">{message.message.slice(0, 140)}</p>
                </li>
              ))}
            </ul>
          )}
          <Link to={inboxHref}>Open the inbox</Link>
        </>
      )}
    </DeskCard>
  );
}
