import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { packText, QUOTE_PRODUCT_NAMES } from "@leca/shared/contracts";
import type { ContactFilter, ContactRecord, ContactStore } from "../../store/types";

type Cell = string | number;

/** The export's columns: the lead first (when, status, who), then what they asked for. */
/** What a cell writes in words: the export is read in a spreadsheet, in the admin's language. */
export interface CsvWords {
  /** A column's heading by its key (locales/<lang>/errors.json, "csv.<key>"). */
  header: (key: string) => string;
  yes: string;
  no: string;
}

/**
 * The export's columns, by heading key: the lead first (when, status, who), then what they asked
 * for. Values stay data (ISO dates, status codes, figures); headings and yes/no are words.
 */
const COLUMNS: [key: string, cell: (record: ContactRecord, words: CsvWords) => Cell][] = [
  ["received", (r) => r.createdAt.toISOString()],
  ["status", (r) => r.status],
  ["statusChanged", (r) => r.statusChangedAt?.toISOString() ?? ""],
  ["statusChangedBy", (r) => r.statusChangedBy ?? ""],
  ["name", (r) => r.fields.name],
  ["familyName", (r) => r.fields.family],
  ["email", (r) => r.fields.email],
  ["phone", (r) => r.fields.phone],
  ["preferredContact", (r) => r.fields["how-to-contact"]],
  ["continent", (r) => r.fields.continent],
  ["country", (r) => r.fields.country],
  ["city", (r) => r.fields.city],
  ["address", (r) => r.fields.address],
  ["postalCode", (r) => r.fields["postal-code"]],
  ["message", (r) => r.fields.message],
  ["sourcePage", (r) => r.source ?? ""],
  ["quoteRequest", (r, words) => (r.quote ? words.yes : words.no)],
  ["product", (r) => (r.quote ? QUOTE_PRODUCT_NAMES[r.quote.product] : "")],
  ["use", (r) => r.quote?.use ?? ""],
  ["volume", (r) => r.quote?.volumeM3 ?? ""],
  ["allowance", (r) => r.quote?.allowancePercent ?? ""],
  ["packs", (r) => r.quote?.packs.map(packText).join("; ") ?? ""],
  ["container", (r) => r.quote?.containerM3 ?? ""],
  ["density", (r) => r.quote?.densityKgM3 ?? ""],
  ["massSaved", (r) => r.quote?.massSavedKg ?? ""],
  [
    "notes",
    (r) =>
      r.notes
        .map((note) => `${note.createdAt.toISOString()} ${note.author ?? "?"}: ${note.text}`)
        .join("\n"),
  ],
  ["read", (r, words) => (r.read ? words.yes : words.no)],
  ["reference", (r) => r.id],
];

const PAGE = 500;

/** Every message the filter matches, newest first, a page of the store at a time. */
async function* records(
  store: ContactStore,
  filter: ContactFilter,
  words: CsvWords,
): AsyncGenerator<Cell[]> {
  yield COLUMNS.map(([key]) => words.header(key));
  for (let offset = 0; ; offset += PAGE) {
    const { items } = await store.list(offset, PAGE, filter);
    for (const record of items) yield COLUMNS.map(([, cell]) => cell(record, words));
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
  words: CsvWords,
  onError: (error: Error) => void,
): Readable {
  const until = new Date(now.getTime() + 1);
  const to = filter.to && filter.to < until ? filter.to : until;
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: "windows" });
  // A store failure halfway destroys the CSV stream too, so the download breaks off visibly
  // instead of ending as a file that looks whole.
  pipeline(Readable.from(records(store, { ...filter, to }, words)), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
