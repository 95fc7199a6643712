import type { ContactMessage } from "@leca/api/contracts";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";

const CONTACT_BY = { email: "Email", phone: "Phone", whatsapp: "WhatsApp" } as const;

interface MessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onToggleRead: () => void;
}

export function MessageCard({ message, busy, onToggleRead }: MessageCardProps) {
  const sender = `${message.name} ${message.family}`;
  return (
    <article className={`message${message.read ? "" : " message--unread"}`}>
      <header className="message__header">
        <h2 className="message__sender">
          {sender}
          {!message.read && <span className="badge badge--unread">Unread</span>}
        </h2>
        <p className="message__date">{formatDateTime(message.createdAt)}</p>
      </header>
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
      </dl>
      <p className="message__text">{message.message || "No message text."}</p>
      <Button variant="secondary" loading={busy} onClick={onToggleRead}>
        {message.read ? "Mark as unread" : "Mark as read"}
        <span className="visually-hidden"> (message from {sender})</span>
      </Button>
    </article>
  );
}
