import type { AuditEntry } from "@leca/shared/contracts";
import { BuildReasons } from "@/components/coded/build-reasons";
import { TableScroll } from "@/components/ui/table-scroll";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { actionKey } from "../audit-filters";
import { AuditDetail } from "./audit-detail";

/** The log's entries, newest first: when, who, what, on what, from where, and more. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, tx } = useT();
  /**
   * What an entry is about, as one line: "News: Roof gardens on LECA". The label is someone's
   * text (a title, a file's or a visitor's name) in its own direction; a build's is its reason.
   */
  const targetText = ({ target }: AuditEntry) => {
    if (!target) return "—";
    const label =
      target.type === "build" && target.label ? (
        <BuildReasons stored={target.label} />
      ) : (
        <bdi dir="auto">{target.label ?? target.id}</bdi>
      );
    return tx(`audit.targets.${target.type}`, { label });
  };
  return (
    <TableScroll label={t("audit.table.caption")}>
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
              <td>{entry.actor ? <bdi>{entry.actor}</bdi> : t("audit.table.system")}</td>
              <td>{t(actionKey(entry.action))}</td>
              <td>{targetText(entry)}</td>
              <td>{entry.address ? <bdi dir="ltr">{entry.address}</bdi> : "—"}</td>
              <td>
                <AuditDetail detail={entry.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
