import { forwardRef, type KeyboardEvent } from "react";
import { Link, type To } from "react-router-dom";
import type { ContactMessage } from "@leca/shared/contracts";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { leadStatusKey } from "../lead-filters";

/** The most of a message a row shows: one line, cut by the CSS; the rest is in its card. */
const EXCERPT_LENGTH = 160;

interface LeadListProps {
  leads: ContactMessage[];
  /** The lead open beside the list (or in its place), marked as the current row. */
  selectedId: string | null;
  /** Where a row's link goes: the inbox's URL with ?lead=<id>. */
  hrefOf: (id: string) => To;
  /** Opening another lead while one is open replaces it in the history (Back goes to the list). */
  replace: boolean;
  /** The history state a row's link leaves (which list the lead was opened from). */
  state: unknown;
  label: string;
}

/** The row links of a list, in order. */
const rowsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLAnchorElement>("a[data-lead]"));

/** Puts the focus on a lead's row, as going back from its card does. */
export function focusRow(list: HTMLElement | null, id: string) {
  if (list)
    rowsOf(list)
      .find((row) => row.dataset.lead === id)
      ?.focus();
}

/**
 * Up and Down move between the rows, Home and End to the first and last (Tab walks them too,
 * being links); Enter opens one, as any link.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = rowsOf(event.currentTarget);
  const at = rows.indexOf(event.target as HTMLAnchorElement);
  if (at < 0 || rows.length === 0) return;
  event.preventDefault();
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? rows.length - 1
        : Math.min(rows.length - 1, Math.max(0, at + (event.key === "ArrowDown" ? 1 : -1)));
  rows[next]?.focus();
}

/**
 * The inbox as a compact list, a row per lead: who wrote (in their own direction), the first
 * line of what they wrote, when, where the lead stands and whether it is read. A row is a link
 * to the lead's card (?lead=<id>), so a lead can be reloaded, linked and gone back from.
 */
export const LeadList = forwardRef<HTMLUListElement, LeadListProps>(function LeadList(
  { leads, selectedId, hrefOf, replace, state, label },
  ref,
) {
  const { t } = useT();
  return (
    <ul ref={ref} className="lead-list" aria-label={label} onKeyDown={moveFocus}>
      {leads.map((lead) => {
        const current = lead.id === selectedId;
        return (
          <li key={lead.id}>
            <Link
              to={hrefOf(lead.id)}
              replace={replace}
              state={state}
              data-lead={lead.id}
              aria-current={current ? "true" : undefined}
              className={[
                "lead-row",
                lead.read ? "" : "lead-row--unread",
                current ? "lead-row--current" : "",
              ]
                .join(" ")
                .trim()}
            >
              <span className="lead-row__top">
                {/* A visitor's name: in any language, so in its own direction. */}
                <bdi dir="auto" className="lead-row__name">
                  {`${lead.name} ${lead.family}`}
                </bdi>{" "}
                <time className="lead-row__time" dateTime={lead.createdAt}>
                  {formatDateTime(lead.createdAt)}
                </time>
              </span>{" "}
              {lead.message ? (
                <span className="lead-row__excerpt" dir="auto">
                  {lead.message.slice(0, EXCERPT_LENGTH)}
                </span>
              ) : (
                <span className="lead-row__excerpt">{t("inbox.message.noText")}</span>
              )}{" "}
              <span className="lead-row__meta">
                {!lead.read && (
                  <span className="badge badge--unread">{t("inbox.message.unread")}</span>
                )}{" "}
                <span className="lead-row__status">{t(leadStatusKey(lead.status))}</span>{" "}
                {lead.quote && (
                  <span className="badge badge--quote">{t("inbox.message.quoteRequest")}</span>
                )}{" "}
                {lead.archivedAt && (
                  <span className="badge">{t("inbox.message.archivedBadge")}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
