import { AUDIT_ACTIONS, type AuditAction, type AuditQuery } from "@leca/shared/contracts";
import { dayParam, dayStart } from "@/lib/dates";

/**
 * The audit log's filters as its URL keeps them (?action=publish&actor=admin&from=2026-01-01
 * &to=2026-01-31), so a filtered log can be linked and reloaded. Days are the admin's, both
 * included.
 */
export interface AuditFilters {
  action: AuditAction | "";
  actor: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { action: "", actor: "", from: "", to: "" };

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export function filtersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get("action")?.trim() ?? "";
  return {
    action: isAction(action) ? action : "",
    actor: params.get("actor")?.trim() ?? "",
    from: dayParam(params.get("from")),
    to: dayParam(params.get("to")),
  };
}

/** The filters that are set, as URL parameters. */
export const filtersToParams = (filters: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));

/** What the API takes: instants, the last day included to its last millisecond. */
export function filtersToQuery(filters: AuditFilters): AuditQuery {
  const dayEnd = (day: string) => new Date(Date.parse(dayStart(day, true)) - 1).toISOString();
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.from ? { from: dayStart(filters.from) } : {}),
    ...(filters.to ? { to: dayEnd(filters.to) } : {}),
  };
}

/** An action's name, by its code: every action has its text in audit.json (typed). */
export const actionKey = (action: AuditAction) => `audit.actions.${action}` as const;
