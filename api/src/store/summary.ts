import { SUMMARY_FIELDS, type ItemData, type ItemKind, type ItemSummaryData } from "./types/items";

/** An item's summary data: the fields its kind's list rows keep (SUMMARY_FIELDS), nothing else. */
export function summaryData(kind: ItemKind, data: ItemData): ItemSummaryData {
  const fields: readonly string[] = SUMMARY_FIELDS[kind];
  // Every kind's SUMMARY_FIELDS has its title, the one field ItemSummaryData requires.
  return Object.fromEntries(
    Object.entries(data).filter(([field]) => fields.includes(field)),
  ) as unknown as ItemSummaryData;
}
