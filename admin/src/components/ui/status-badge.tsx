import { useT, type MessageKey } from "@/i18n";
import { isFuture } from "@/lib/dates";

export type ItemState = "draft" | "published" | "scheduled";

export function itemState(item: { status: "draft" | "published"; publishedAt: string | null }) {
  if (item.status === "draft") return "draft";
  return isFuture(item.publishedAt) ? "scheduled" : "published";
}

const LABELS: Record<ItemState, MessageKey> = {
  draft: "common.status.draft",
  published: "common.status.published",
  scheduled: "common.status.scheduled",
};

/** A state in words, in the admin's language: "Draft", "Published", "Scheduled". */
export function StatusBadge({ state }: { state: ItemState }) {
  const { t } = useT();
  return <span className={`badge badge--${state}`}>{t(LABELS[state])}</span>;
}
