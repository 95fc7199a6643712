import { useId } from "react";
import { Link } from "react-router-dom";
import { LEAD_STATUSES, type ContactMessage, type LeadStatus } from "@leca/shared/contracts";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { LEAD_STATUS_LABELS } from "../lead-filters";
import { LeadNotes } from "./lead-notes";
import { QuoteBlock } from "./quote-block";

const CONTACT_BY = { email: "Email", phone: "Phone", whatsapp: "WhatsApp" } as const;

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
  const statusId = useId();
  const sender = `${message.name} ${message.family}`;
  return (
    <article className={`message${message.read ? "" : " message--unread"}`}>
      <header className="message__header">
        <h2 className="message__sender">
          {sender}
          {!message.read && <span className="badge badge--unread">Unread</span>}
          {message.quote && <span className="badge badge--quote">Quote request</span>}
        </h2>
        <p className="message__date">{formatDateTime(message.createdAt)}</p>
      </header>
      <div className="message__lead">
        <label htmlFor={statusId}>
          Status<span className="visually-hidden"> of the message from {sender}</span>
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
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {message.statusChangedAt && (
          <span className="message__status-note">
            set by {message.statusChangedBy ?? "someone"}, {formatDateTime(message.statusChangedAt)}
          </span>
        )}
      </div>
      <dl className="message__facts">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${message.phone}`}>{message.phone}</a>
        </dd>
        <dt>Reply by</dt>
        <dd>{CONTACT_BY[message["how-to-contact"]]}</dd>
        <dt>Address</dt>
        <dd>
          {message.address}, {message["postal-code"]} {message.city}, {message.country} (
          {message.continent})
        </dd>
        {message.source && (
          <>
            <dt>Sent from</dt>
            <dd>
              <a href={message.source}>{message.source}</a>{" "}
              <Link to={`?source=${encodeURIComponent(message.source)}`}>All from this page</Link>
            </dd>
          </>
        )}
      </dl>
      {message.quote && <QuoteBlock quote={message.quote} />}
      <p className="message__text">{message.message || "No message text."}</p>
      <LeadNotes notes={message.notes} sender={sender} busy={noteBusy} onAdd={onAddNote} />
      <Button variant="secondary" loading={busy} onClick={onToggleRead}>
        {message.read ? "Mark as unread" : "Mark as read"}
        <span className="visually-hidden"> (message from {sender})</span>
      </Button>
    </article>
  );
}
