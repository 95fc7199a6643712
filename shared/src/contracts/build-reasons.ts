import { decodeCoded, encodeCoded, readCoded, type CodedText, type LegacyRule } from "./coded-text";

/** Why a build ran. `by` (when known) is the admin whose action asked for it. */
export const BUILD_REASON_CODES = [
  /** kind, slug, by */
  "item-published",
  "item-updated",
  "item-deleted",
  /** A scheduled item's date came. */
  "scheduled",
  /** "Rebuild now": by, and the note the request carried, if any. */
  "manual",
  /** The first start found no site built. */
  "first-start",
] as const;
export type BuildReasonCode = (typeof BUILD_REASON_CODES)[number];

/** One reason as a build stores it (several coalesced reasons are joined with "; "). */
export const buildReason = (
  code: BuildReasonCode,
  params: Record<string, string | number | null | undefined> = {},
): string => encodeCoded(code, params);

const SEPARATOR = "; ";

// The English sentences builds stored before reasons were coded.
const LEGACY: LegacyRule[] = [
  [
    /^(\w+) (published|updated|deleted): (\S+)$/,
    (m) => ({ code: `item-${m[2]}`, params: { kind: m[1]!, slug: m[3]! } }),
  ],
  [/^scheduled publication$/, () => ({ code: "scheduled", params: {} })],
  [/^manual rebuild(?: from the desk)?$/, () => ({ code: "manual", params: {} })],
  [/^first start: no site built yet$/, () => ({ code: "first-start", params: {} })],
];

/** A build's stored reason, reason by reason: coded, or the text itself when it is not one. */
export function readBuildReasons(stored: string): (CodedText | { text: string })[] {
  return stored
    .split(SEPARATOR)
    .filter(Boolean)
    .map((part) => readCoded(part, BUILD_REASON_CODES, LEGACY) ?? { text: part });
}

/** The reasons in plain English, for places outside the dashboard (a Netlify deploy's title). */
export function buildReasonsInEnglish(stored: string): string {
  return stored
    .split(SEPARATOR)
    .map((part) => {
      const coded = decodeCoded(part, BUILD_REASON_CODES);
      if (!coded) return part;
      const { kind, slug, by } = coded.params;
      const who = by ? ` by ${by}` : "";
      switch (coded.code as BuildReasonCode) {
        case "item-published":
        case "item-updated":
        case "item-deleted":
          return `${kind} ${coded.code.slice(5)}: ${slug}${who}`;
        case "scheduled":
          return "scheduled publication";
        case "manual":
          return `manual rebuild${who}`;
        case "first-start":
          return "first start: no site built yet";
      }
      return part;
    })
    .join(SEPARATOR);
}
