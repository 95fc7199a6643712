import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { packText, QUOTE_PRODUCT_NAMES } from "@leca/shared/contracts";
import type { ContactFilter, ContactRecord, ContactStore } from "../../store/types";

type Cell = string | number;

/** The export's columns: the lead first (when, status, who), then what they asked for. */
const COLUMNS: [header: string, cell: (record: ContactRecord) => Cell][] = [
  ["Received", (r) => r.createdAt.toISOString()],
  ["Status", (r) => r.status],
  ["Status changed", (r) => r.statusChangedAt?.toISOString() ?? ""],
  ["Status changed by", (r) => r.statusChangedBy ?? ""],
  ["Name", (r) => r.fields.name],
  ["Family name", (r) => r.fields.family],
  ["Email", (r) => r.fields.email],
  ["Phone", (r) => r.fields.phone],
  ["Preferred contact", (r) => r.fields["how-to-contact"]],
  ["Continent", (r) => r.fields.continent],
  ["Country", (r) => r.fields.country],
  ["City", (r) => r.fields.city],
  ["Address", (r) => r.fields.address],
  ["Postal code", (r) => r.fields["postal-code"]],
  ["Message", (r) => r.fields.message],
  ["Source page", (r) => r.source ?? ""],
  ["Quote request", (r) => (r.quote ? "yes" : "no")],
  ["Product", (r) => (r.quote ? QUOTE_PRODUCT_NAMES[r.quote.product] : "")],
  ["Use", (r) => r.quote?.use ?? ""],
  ["Volume (m3)", (r) => r.quote?.volumeM3 ?? ""],
  ["Allowance (%)", (r) => r.quote?.allowancePercent ?? ""],
  ["Packs", (r) => r.quote?.packs.map(packText).join("; ") ?? ""],
  ["Container (m3)", (r) => r.quote?.containerM3 ?? ""],
  ["Density (kg/m3)", (r) => r.quote?.densityKgM3 ?? ""],
  ["Mass saved (kg)", (r) => r.quote?.massSavedKg ?? ""],
  [
    "Notes",
    (r) =>
      r.notes
        .map((note) => `${note.createdAt.toISOString()} ${note.author ?? "?"}: ${note.text}`)
        .join("\n"),
  ],
  ["Read", (r) => (r.read ? "yes" : "no")],
  ["Reference", (r) => r.id],
];

const PAGE = 500;

/** Every message the filter matches, newest first, a page of the store at a time. */
async function* records(store: ContactStore, filter: ContactFilter): AsyncGenerator<Cell[]> {
  yield COLUMNS.map(([header]) => header);
  for (let offset = 0; ; offset += PAGE) {
    const { items } = await store.list(offset, PAGE, filter);
    for (const record of items) yield COLUMNS.map(([, cell]) => cell(record));
    if (items.length < PAGE) return;
  }
}

/**
 * The inbox as CSV (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line
 * break), in UTF-8 with a byte-order mark, without which Excel reads Arabic and Russian as
 * mojibake. A cell that opens with = + - @ (or a tab or CR) gets a leading ' so a spreadsheet
 * shows it as text instead of running it as a formula: visitors write these cells.
 *
 * Messages stored after `now` are left out, so paging stays steady while new ones arrive.
 */
export function leadsCsv(
  store: ContactStore,
  filter: ContactFilter,
  now: Date,
  onError: (error: Error) => void,
): Readable {
  const until = new Date(now.getTime() + 1);
  const to = filter.to && filter.to < until ? filter.to : until;
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: "windows" });
  // A store failure halfway destroys the CSV stream too, so the download breaks off visibly
  // instead of ending as a file that looks whole.
  pipeline(Readable.from(records(store, { ...filter, to })), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
