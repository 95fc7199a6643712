import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { packText, QUOTE_PRODUCT_NAMES } from "@leca/shared/contracts";
import type { Translator } from "@leca/shared/i18n";
import { intlLocaleOf, type Lang } from "@leca/shared/languages";
import type { ContactFilter, ContactRecord, ContactStore } from "../../store/types";

type Cell = string | number;

/** What a cell writes in words: the export is read in a spreadsheet, in the admin's language. */
export interface CsvWords {
  /** A column's heading by its key (locales/<lang>/errors.json, "csv.<key>"). */
  header: (key: string) => string;
  yes: string;
  no: string;
  /** A code's name in the admin's language: a lead status, a continent, a country, a use. */
  name: (kind: "status" | "continent" | "country" | "use", code: string) => string;
  /** The company's time zone, in which every time is written. */
  timeZone: string;
}

/**
 * Names of codes in `lang`: countries from Intl's own list (CLDR), the rest from the locales
 * (errors.json's statuses and continents, calculator.json's uses); an unknown code stays a code.
 */
export function codeNamer(translator: Translator, lang: Lang): CsvWords["name"] {
  const regions = new Intl.DisplayNames(intlLocaleOf(lang), { type: "region", fallback: "code" });
  const KEYS = { status: "leadStatuses", continent: "continents", use: "uses" } as const;
  return (kind, code) => {
    if (kind === "country") return regions.of(code) ?? code;
    const key = `${KEYS[kind]}.${code}`;
    return translator.has(key) ? translator.t(lang, key) : code;
  };
}

/**
 * An instant as the company's clock showed it, "2026-12-01 18:54": what a spreadsheet sorts and
 * reads as a date, where a UTC ISO string would have the desk convert every row.
 */
export function companyTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The export's columns, by heading key: the lead first (when, status, who), then what they asked
 * for. Codes stay as data, each with its name beside it in the admin's language; times are the
 * company's; headings and yes/no are words.
 */
const COLUMNS: [key: string, cell: (record: ContactRecord, words: CsvWords) => Cell][] = [
  ["received", (r, w) => companyTime(r.createdAt, w.timeZone)],
  ["status", (r) => r.status],
  ["statusName", (r, w) => w.name("status", r.status)],
  [
    "statusChanged",
    (r, w) => (r.statusChangedAt ? companyTime(r.statusChangedAt, w.timeZone) : ""),
  ],
  ["statusChangedBy", (r) => r.statusChangedBy ?? ""],
  ["name", (r) => r.fields.name],
  ["familyName", (r) => r.fields.family],
  ["email", (r) => r.fields.email],
  ["phone", (r) => r.fields.phone],
  ["preferredContact", (r) => r.fields["how-to-contact"]],
  ["continent", (r) => r.fields.continent],
  ["continentName", (r, w) => w.name("continent", r.fields.continent)],
  ["country", (r) => r.fields.country],
  ["countryName", (r, w) => w.name("country", r.fields.country)],
  ["city", (r) => r.fields.city],
  ["address", (r) => r.fields.address],
  ["postalCode", (r) => r.fields["postal-code"]],
  ["message", (r) => r.fields.message],
  ["sourcePage", (r) => r.source ?? ""],
  ["quoteRequest", (r, words) => (r.quote ? words.yes : words.no)],
  ["product", (r) => (r.quote ? QUOTE_PRODUCT_NAMES[r.quote.product] : "")],
  ["use", (r) => r.quote?.use ?? ""],
  ["useName", (r, w) => (r.quote?.use ? w.name("use", r.quote.use) : "")],
  ["volume", (r) => r.quote?.volumeM3 ?? ""],
  ["allowance", (r) => r.quote?.allowancePercent ?? ""],
  ["packs", (r) => r.quote?.packs.map(packText).join("; ") ?? ""],
  ["container", (r) => r.quote?.containerM3 ?? ""],
  ["density", (r) => r.quote?.densityKgM3 ?? ""],
  ["massSaved", (r) => r.quote?.massSavedKg ?? ""],
  [
    "notes",
    (r, w) =>
      r.notes
        .map(
          (note) =>
            `${companyTime(note.createdAt, w.timeZone)} ${note.author ?? "?"}: ${note.text}`,
        )
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
