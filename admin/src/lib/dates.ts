const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

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
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
