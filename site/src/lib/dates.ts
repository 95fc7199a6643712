import { COMPANY_TIME_ZONE, formatDate as formatInstant } from "@leca/shared/i18n";

/** A date as people in the page's language write it, in the company's time zone (Dubai). */
export const formatDate = (iso: string, language: string): string =>
  formatInstant(iso, language, { style: "day", timeZone: COMPANY_TIME_ZONE });
