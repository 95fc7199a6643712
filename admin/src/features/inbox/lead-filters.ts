import { LEAD_STATUSES, type LeadStatus } from "@leca/shared/contracts";
import type { ContactFilterQuery } from "@leca/shared/client";
import { dayParam, dayStart } from "@/lib/dates";

/**
 * The inbox's filters as its URL keeps them (?status=new&quote=true&source=/leca&q=...&from=
 * 2026-01-01&to=2026-01-31), so a filtered inbox can be linked (the desk does) and reloaded.
 * Dates are days in the admin's time zone, both included.
 */
export interface LeadFilters {
  status: LeadStatus | "";
  quote: "" | "true" | "false";
  source: string;
  q: string;
  from: string;
  to: string;
  /** "true": the archive; "": the leads not archived (the API's default). */
  archived: "" | "true";
}

export const NO_FILTERS: LeadFilters = {
  status: "",
  quote: "",
  source: "",
  q: "",
  from: "",
  to: "",
  archived: "",
};

const isStatus = (value: string): value is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(value);

export function filtersFrom(params: URLSearchParams): LeadFilters {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  const day = (name: string) => dayParam(params.get(name));
  const status = text("status");
  const quote = text("quote");
  return {
    status: isStatus(status) ? status : "",
    quote: quote === "true" || quote === "false" ? quote : "",
    source: text("source"),
    q: text("q"),
    from: day("from"),
    to: day("to"),
    archived: text("archived") === "true" ? "true" : "",
  };
}

/** The filters that are set, as URL parameters (page left out: a new filter starts at page 1). */
export function filtersToParams(filters: LeadFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
}

/** What the API takes: the end day is included, so the range ends at the next local midnight. */
export function filtersToQuery(filters: LeadFilters): ContactFilterQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.quote ? { quote: filters.quote === "true" } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.from ? { from: dayStart(filters.from) } : {}),
    ...(filters.to ? { to: dayStart(filters.to, true) } : {}),
    ...(filters.archived ? { archived: true } : {}),
  };
}

/** A lead status's name, by its code: every status has its text in inbox.json (typed). */
export const leadStatusKey = (status: LeadStatus) => `inbox.statuses.${status}` as const;
