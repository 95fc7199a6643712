import { NUMBER_LOCALES } from "./facts";

/** A date as people in the page's language write it, in the company's time zone (Dubai). */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALES[language] ?? "en-GB", {
    dateStyle: "long",
    timeZone: "Asia/Dubai",
  }).format(new Date(iso));
}
