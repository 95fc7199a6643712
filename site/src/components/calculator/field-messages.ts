import type { InputProblem } from "../../lib/calculator/parse-number";
import { formatNumber } from "@leca/shared/i18n";

/** A number typed in any language: not type="number", which refuses "2,5" and "٢٫٥". */
export const numberInput = {
  type: "text",
  inputMode: "decimal",
  autoComplete: "off",
  spellCheck: false,
  maxLength: 24,
} as const;

const PROBLEMS: readonly InputProblem[] = ["required", "notNumber", "notPositive", "tooLarge"];

/**
 * A calculator field's messages, one for each way its input can be wrong, translated and with
 * their figures (the field's maximum, an example number) written as the page's language writes
 * them, so the island only picks one.
 */
export function fieldErrors(
  t: (key: string, values: Record<string, string>) => string,
  prefix: string,
  max: number,
  language: string,
): Record<InputProblem, string> {
  const values = { max: formatNumber(max, language), example: formatNumber(2.5, language) };
  return Object.fromEntries(
    PROBLEMS.map((problem) => [problem, t(`${prefix}.${problem}`, values)]),
  ) as Record<InputProblem, string>;
}
