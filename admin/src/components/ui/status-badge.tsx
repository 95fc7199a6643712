import { isFuture } from "@/lib/dates";

export type ItemState = "draft" | "published" | "scheduled";

export function itemState(item: { status: "draft" | "published"; publishedAt: string | null }) {
  if (item.status === "draft") return "draft";
  return isFuture(item.publishedAt) ? "scheduled" : "published";
}

const LABELS: Record<ItemState, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
};

/** A state in words: "Draft", "Published", "Scheduled". */
export const itemLabel = (state: ItemState) => LABELS[state];

export function StatusBadge({ state }: { state: ItemState }) {
  return <span className={`badge badge--${state}`}>{LABELS[state]}</span>;
}
