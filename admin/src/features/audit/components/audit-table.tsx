import type { AuditEntry } from "@leca/shared/contracts";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { actionKey } from "../audit-filters";

/** The log's entries, newest first: when, who, what, on what, from where, and more. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useT();
  /** What an entry is about, as one line: "News: Roof gardens on LECA". */
  const targetText = ({ target }: AuditEntry) =>
    target ? t(`audit.targets.${target.type}`, { label: target.label ?? target.id }) : "—";
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{t("audit.table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("audit.table.when")}</th>
            <th scope="col">{t("audit.table.who")}</th>
            <th scope="col">{t("audit.table.what")}</th>
            <th scope="col">{t("audit.table.on")}</th>
            <th scope="col">{t("audit.table.from")}</th>
            <th scope="col">{t("audit.table.details")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-action={entry.action}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td>{entry.actor ?? t("audit.table.system")}</td>
              <td>{t(actionKey(entry.action))}</td>
              <td>{targetText(entry)}</td>
              <td>{entry.address ?? "—"}</td>
              {/* The API's own words (why a sign-in failed, how a build ended), as recorded. */}
              <td>{entry.detail ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
