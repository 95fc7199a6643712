import { Link } from "react-router-dom";
import type { ItemKind } from "@/lib/query-keys";
import { useItemCounts } from "../api/get-item-counts";
import { DeskCard } from "./desk-card";

const LABELS = { published: "Published", scheduled: "Scheduled", draft: "Drafts" } as const;

export function ItemCounts({
  kind,
  title,
  listHref,
}: {
  kind: ItemKind;
  title: string;
  listHref: string;
}) {
  return (
    <DeskCard title={title} query={useItemCounts(kind)}>
      {(counts) => (
        <dl className="counts">
          {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((state) => (
            <div key={state} className="counts__entry">
              <dt>
                <Link to={`${listHref}?status=${state}`}>{LABELS[state]}</Link>
              </dt>
              <dd>{counts[state]}</dd>
            </div>
          ))}
        </dl>
      )}
    </DeskCard>
  );
}
