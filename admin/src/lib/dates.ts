import { COMPANY_TIME_ZONE, formatDate } from "@leca/shared/i18n";
import { i18n } from "@/i18n";

/**
 * The company's time zone, where its desk works: the API's COMPANY_TIME_ZONE, from the admin's
 * profile; the site's own zone (the same default) until the profile has loaded.
 */
let companyTimeZone = COMPANY_TIME_ZONE;
export const setCompanyTimeZone = (zone: string) => {
  companyTimeZone = zone;
};
export const getCompanyTimeZone = () => companyTimeZone;

/** An instant in the admin's language and the company's time zone: "27 Nov 2026, 10:05". */
export const formatDateTime = (iso: string): string =>
  formatDate(iso, i18n.language, { style: "moment", timeZone: companyTimeZone });

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO instant as the value of <input type="datetime-local"> (the admin's local time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The admin's local time back to an ISO instant; "" means no date. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

export const isFuture = (iso: string | null, now = Date.now()) =>
  iso !== null && new Date(iso).getTime() > now;

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return i18n.t("common.duration.seconds", { seconds });
  return i18n.t("common.duration.minutes", {
    minutes: Math.floor(seconds / 60),
    seconds: seconds % 60,
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd day as a URL parameter holds it (a filter's bound), or "" when it is not one. */
export function dayParam(value: string | null): string {
  const text = value?.trim() ?? "";
  return DAY.test(text) ? text : "";
}

/** Local midnight of a yyyy-mm-dd day, as an instant; `after` gives the next day's. */
export function dayStart(day: string, after = false): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year!, month! - 1, date! + (after ? 1 : 0)).toISOString();
}
