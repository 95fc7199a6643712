import type { AuditEntry } from "@leca/shared/contracts";
import { formatDateTime } from "@/lib/dates";
import { ACTION_LABELS } from "../audit-filters";

const TARGET_NAMES: Record<NonNullable<AuditEntry["target"]>["type"], string> = {
  news: "News",
  gallery: "Gallery",
  media: "File",
  build: "Build",
  user: "Account",
};

/** What an entry is about, as one line: "News: Roof gardens on LECA". */
const targetText = ({ target }: AuditEntry) =>
  target ? `${TARGET_NAMES[target.type]}: ${target.label ?? target.id}` : "—";

/** The log's entries, newest first: when, who, what, on what, from where, and more. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">On</th>
            <th scope="col">From</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-action={entry.action}>
              <td>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td>{entry.actor ?? "System"}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>{targetText(entry)}</td>
              <td>{entry.address ?? "—"}</td>
              <td>{entry.detail ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
