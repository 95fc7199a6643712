import { NUMBER_LOCALES } from "./facts";

// One formatter per language: building an Intl formatter is the expensive part.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date as people in the page's language write it, in the company's time zone (Dubai). */
export function formatDate(iso: string, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(NUMBER_LOCALES[language] ?? "en-GB", {
      dateStyle: "long",
      timeZone: "Asia/Dubai",
    });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(iso));
}
