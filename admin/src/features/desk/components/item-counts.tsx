import { Link } from "react-router-dom";
import { useT, type MessageKey } from "@/i18n";
import type { ItemKind } from "@/lib/query-keys";
import { useItemCounts } from "../api/get-item-counts";
import { DeskCard } from "./desk-card";

const LABELS = {
  published: "desk.counts.published",
  scheduled: "desk.counts.scheduled",
  draft: "desk.counts.draft",
} as const satisfies Record<string, MessageKey>;

export function ItemCounts({
  kind,
  title,
  listHref,
}: {
  kind: ItemKind;
  /** Already in the admin's language. */
  title: string;
  listHref: string;
}) {
  const { t } = useT();
  return (
    <DeskCard title={title} query={useItemCounts(kind)}>
      {(counts) => (
        <dl className="counts">
          {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((state) => (
            <div key={state} className="counts__entry">
              <dt>
                <Link to={`${listHref}?status=${state}`}>{t(LABELS[state])}</Link>
              </dt>
              <dd>{counts[state]}</dd>
            </div>
          ))}
        </dl>
      )}
    </DeskCard>
  );
}
