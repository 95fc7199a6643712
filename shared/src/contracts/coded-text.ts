/**
 * A fact the server records for people to read later (why a build ran, how a sign-in failed),
 * stored as a code with parameters ("item-published?kind=news&slug=green-roofs") so that every
 * dashboard language can word it; the admin renders it, the store keeps no English sentence.
 */
export interface CodedText {
  code: string;
  params: Record<string, string>;
}

const CODE = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*$/;

/** The stored form of a code and its parameters. */
export function encodeCoded(
  code: string,
  params: Record<string, string | number | null | undefined> = {},
): string {
  // A parameter without a value (an unknown author, no note) is left out.
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value == null ? [] : [[key, String(value)]])),
  ).toString();
  return query ? `${code}?${query}` : code;
}

/** A stored code back, or null when the text is not one of `codes` (an older row's sentence). */
export function decodeCoded(text: string, codes: readonly string[]): CodedText | null {
  const mark = text.indexOf("?");
  const code = mark === -1 ? text : text.slice(0, mark);
  if (!CODE.test(code) || !codes.includes(code)) return null;
  const params: Record<string, string> = {};
  new URLSearchParams(mark === -1 ? "" : text.slice(mark + 1)).forEach((value, key) => {
    params[key] = value;
  });
  return { code, params };
}

/** A legacy sentence matched by a pattern, turned into the code it now stores. */
export type LegacyRule = [pattern: RegExp, toCoded: (match: RegExpExecArray) => CodedText];

/** The code of a stored text: coded, else an older sentence a rule recognises, else null. */
export function readCoded(
  text: string,
  codes: readonly string[],
  legacy: readonly LegacyRule[],
): CodedText | null {
  const coded = decodeCoded(text, codes);
  if (coded) return coded;
  for (const [pattern, toCoded] of legacy) {
    const match = pattern.exec(text);
    if (match) return toCoded(match);
  }
  return null;
}
