import { intlLocaleOf } from "../languages";

/** The company's time zone: the site's dates are Dubai's. */
export const COMPANY_TIME_ZONE = "Asia/Dubai";

export interface DateFormat {
  /** "day": 27 November 2026 (the site); "moment": 27 Nov 2026, 10:05 (the dashboard). */
  style: "day" | "moment";
  /** An IANA zone; without one, the reader's own (the dashboard's admin). */
  timeZone?: string;
}

const STYLES: Record<DateFormat["style"], Intl.DateTimeFormatOptions> = {
  day: { dateStyle: "long" },
  moment: { dateStyle: "medium", timeStyle: "short" },
};

// One formatter per language, style and zone: building an Intl formatter is the expensive part.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as readers of `language` write it, in Latin digits in Arabic too. */
export function formatDate(iso: string, language: string, format: DateFormat): string {
  const key = `${language}:${format.style}:${format.timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocaleOf(language), {
      ...STYLES[format.style],
      ...(format.timeZone ? { timeZone: format.timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}
