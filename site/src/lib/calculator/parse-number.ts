// What a buyer types into a calculator's field, read as a number whatever keyboard they use:
// Arabic-Indic digits (٢٫٥) and Persian ones (۲.۵), the Arabic decimal and thousands signs, a
// decimal comma (Russian "2,5"), spaces and thin spaces between thousands ("25 000").

/** Why a field's text is not a usable figure; each reason has its message in every language. */
export type InputProblem = "required" | "notNumber" | "notPositive" | "tooLarge";

export type FieldReading = { ok: true; value: number } | { ok: false; problem: InputProblem };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/**
 * Latin digits for Arabic-Indic and Persian ones; the Arabic decimal sign (٫) as ".", the Arabic
 * thousands sign (٬) dropped and the Arabic comma (،) read as a comma.
 */
function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, "")
    .replace(/\u060c/g, ",");
}

/**
 * The number in `raw`, or null when it is none. A comma is the decimal sign in Russian; in
 * English and Arabic it groups thousands when three digits follow it each time ("2,500" is two
 * thousand five hundred) and is a decimal sign otherwise ("2,5"). With both a comma and a point,
 * the last one is the decimal sign ("1.250,5" and "1,250.5").
 */
export function parseNumber(raw: string, language: string): number | null {
  let text = latinDigits(raw.trim()).replace(/[\s\u00a0\u202f\u2009]/g, "");
  // A minus typed as a dash or the Unicode minus sign.
  text = text.replace(/^[\u2212\u2013-]/, "-");
  const lastComma = text.lastIndexOf(",");
  const lastPoint = text.lastIndexOf(".");
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? "," : ".";
    const group = decimal === "," ? "." : ",";
    text = text.split(group).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const grouped = language !== "ru" && /^-?\d{1,3}(,\d{3})+$/.test(text);
    text = grouped ? text.replace(/,/g, "") : text.replace(",", ".");
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A measure the buyer must give: present, a number, above zero and at most `max`. */
export function readMeasure(raw: string, language: string, max: number): FieldReading {
  if (raw.trim() === "") return { ok: false, problem: "required" };
  const value = parseNumber(raw, language);
  if (value === null) return { ok: false, problem: "notNumber" };
  if (value <= 0) return { ok: false, problem: "notPositive" };
  if (value > max) return { ok: false, problem: "tooLarge" };
  return { ok: true, value };
}
