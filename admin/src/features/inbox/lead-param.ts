/**
 * The lead open in the inbox, as its URL keeps it beside the filters and the page
 * (?status=new&lead=<id>): a reload opens it again, and the browser's Back closes it.
 */
export const LEAD_PARAM = "lead";

/** The inbox's URL search without the open lead: the list the lead was opened from. */
export function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LEAD_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The list's URL search with a lead open. */
export function withLead(list: string, id: string): string {
  const params = new URLSearchParams(list);
  params.set(LEAD_PARAM, id);
  return `?${params.toString()}`;
}

/**
 * The history state of a lead opened from its list: which list (its search), so going back
 * from the lead returns to that very entry of the history rather than adding one.
 */
export interface FromList {
  inboxList: string;
}
