import { useId } from "react";
import { Link } from "react-router-dom";
import { LEAD_STATUSES, type ContactMessage, type LeadStatus } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { leadStatusKey } from "../lead-filters";
import { LeadNotes } from "./lead-notes";
import { QuoteBlock } from "./quote-block";
import { SpokenLabel } from "./spoken-label";

interface MessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onToggleRead: () => void;
  statusBusy: boolean;
  onStatus: (status: LeadStatus) => void;
  noteBusy: boolean;
  onAddNote: (text: string) => Promise<unknown>;
}

export function MessageCard({
  message,
  busy,
  onToggleRead,
  statusBusy,
  onStatus,
  noteBusy,
  onAddNote,
}: MessageCardProps) {
  const { t } = useT();
  const statusId = useId();
  const sender = `${message.name} ${message.family}`;
  return (
    <article className={`message${message.read ? "" : " message--unread"}`}>
      <header className="message__header">
        <h2 className="message__sender">
          {sender}
          {!message.read && (
            <span className="badge badge--unread">{t("inbox.message.unread")}</span>
          )}
          {message.quote && (
            <span className="badge badge--quote">{t("inbox.message.quoteRequest")}</span>
          )}
        </h2>
        <p className="message__date">{formatDateTime(message.createdAt)}</p>
      </header>
      <div className="message__lead">
        <label htmlFor={statusId}>
          <SpokenLabel
            visible={t("inbox.message.status")}
            spoken={t("inbox.message.statusOf", { sender })}
          />
        </label>
        <select
          id={statusId}
          className="control"
          value={message.status}
          disabled={statusBusy}
          aria-busy={statusBusy || undefined}
          onChange={(event) => onStatus(event.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(leadStatusKey(status))}
            </option>
          ))}
        </select>
        {message.statusChangedAt && (
          <span className="message__status-note">
            {message.statusChangedBy
              ? t("inbox.message.statusSetBy", {
                  name: message.statusChangedBy,
                  date: formatDateTime(message.statusChangedAt),
                })
              : t("inbox.message.statusSetBySomeone", {
                  date: formatDateTime(message.statusChangedAt),
                })}
          </span>
        )}
      </div>
      <dl className="message__facts">
        <dt>{t("inbox.message.email")}</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>{t("inbox.message.phone")}</dt>
        <dd>
          <a href={`tel:${message.phone}`}>{message.phone}</a>
        </dd>
        <dt>{t("inbox.message.replyBy")}</dt>
        <dd>{t(`inbox.message.contactBy.${message["how-to-contact"]}`)}</dd>
        <dt>{t("inbox.message.address")}</dt>
        <dd>
          {t("inbox.message.addressLine", {
            address: message.address,
            postalCode: message["postal-code"],
            city: message.city,
            country: message.country,
            continent: message.continent,
          })}
        </dd>
        {message.source && (
          <>
            <dt>{t("inbox.message.sentFrom")}</dt>
            <dd>
              <a href={message.source}>{message.source}</a>{" "}
              <Link to={`?source=${encodeURIComponent(message.source)}`}>
                {t("inbox.message.allFromPage")}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {message.quote && <QuoteBlock quote={message.quote} />}
      <p className="message__text">{message.message || t("inbox.message.noText")}</p>
      <LeadNotes notes={message.notes} sender={sender} busy={noteBusy} onAdd={onAddNote} />
      <Button variant="secondary" loading={busy} onClick={onToggleRead}>
        {message.read ? (
          <SpokenLabel
            visible={t("inbox.message.markUnread")}
            spoken={t("inbox.message.markUnreadFrom", { sender })}
          />
        ) : (
          <SpokenLabel
            visible={t("inbox.message.markRead")}
            spoken={t("inbox.message.markReadFrom", { sender })}
          />
        )}
      </Button>
    </article>
  );
}
