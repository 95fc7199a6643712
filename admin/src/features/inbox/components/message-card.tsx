import { useId, type Ref } from "react";
import { Link } from "react-router-dom";
import {
  LEAD_STATUSES,
  phoneLinks,
  type ContactMessage,
  type LeadStatus,
} from "@leca/shared/contracts";
import { intlLocaleOf } from "@leca/shared/languages";
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
  archiveBusy: boolean;
  /** Archives the lead (true) or restores it to the inbox (false). */
  onArchive: (archived: boolean) => void;
  /** The sender's heading, which takes the focus when the card is opened from the inbox's list. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** A country's name in the admin's language, from the browser's own list (CLDR). */
const countryName = (code: string, language: string) =>
  new Intl.DisplayNames(intlLocaleOf(language), { type: "region", fallback: "code" }).of(code) ??
  code;

/** A visitor's text: written in any language, so it takes its own direction, not the dashboard's. */
const Theirs = ({ children }: { children: string }) => <bdi dir="auto">{children}</bdi>;

export function MessageCard({
  message,
  busy,
  onToggleRead,
  statusBusy,
  onStatus,
  noteBusy,
  onAddNote,
  archiveBusy,
  onArchive,
  headingRef,
}: MessageCardProps) {
  const { t, tx, message: word, language } = useT();
  const statusId = useId();
  const sender = `${message.name} ${message.family}`;
  const phone = phoneLinks(message.phone, message.country);
  const byWhatsApp = message["how-to-contact"] === "whatsapp" && phone.whatsapp;
  return (
    <article className={`message${message.read ? "" : " message--unread"}`}>
      <header className="message__header">
        <h2 className="message__sender" ref={headingRef} tabIndex={-1}>
          <Theirs>{sender}</Theirs>
          {!message.read && (
            <span className="badge badge--unread">{t("inbox.message.unread")}</span>
          )}
          {message.quote && (
            <span className="badge badge--quote">{t("inbox.message.quoteRequest")}</span>
          )}
          {message.archivedAt && <span className="badge">{t("inbox.message.archivedBadge")}</span>}
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
          <a href={`mailto:${message.email}`} dir="ltr">
            {message.email}
          </a>
        </dd>
        <dt>{t("inbox.message.phone")}</dt>
        <dd>
          {/* A number reads left to right in every language: "+971 50 123 4567". */}
          <a href={phone.tel} dir="ltr">
            {message.phone}
          </a>
        </dd>
        <dt>{t("inbox.message.replyBy")}</dt>
        <dd>
          {byWhatsApp ? (
            <a
              href={phone.whatsapp!}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("inbox.message.whatsappTo", { sender })}
            >
              {t("inbox.message.contactBy.whatsapp")}
            </a>
          ) : (
            t(`inbox.message.contactBy.${message["how-to-contact"]}`)
          )}
        </dd>
        <dt>{t("inbox.message.address")}</dt>
        <dd>
          {tx("inbox.message.addressLine", {
            address: <Theirs>{message.address}</Theirs>,
            postalCode: <bdi dir="ltr">{message["postal-code"]}</bdi>,
            city: <Theirs>{message.city}</Theirs>,
            country: <>{countryName(message.country, language)}</>,
            continent: <>{word(`continents.${message.continent}`)}</>,
          })}
        </dd>
        {message.source && (
          <>
            <dt>{t("inbox.message.sentFrom")}</dt>
            <dd>
              <a href={message.source} dir="ltr">
                {message.source}
              </a>{" "}
              <Link to={`?source=${encodeURIComponent(message.source)}`}>
                {t("inbox.message.allFromPage")}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {message.quote && <QuoteBlock quote={message.quote} />}
      {message.message ? (
        <p className="message__text" dir="auto">
          {message.message}
        </p>
      ) : (
        <p className="message__text">{t("inbox.message.noText")}</p>
      )}
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
      <Button
        variant="secondary"
        loading={archiveBusy}
        onClick={() => onArchive(!message.archivedAt)}
      >
        {message.archivedAt ? (
          <SpokenLabel
            visible={t("inbox.message.restore")}
            spoken={t("inbox.message.restoreFrom", { sender })}
          />
        ) : (
          <SpokenLabel
            visible={t("inbox.message.archive")}
            spoken={t("inbox.message.archiveFrom", { sender })}
          />
        )}
      </Button>
    </article>
  );
}
