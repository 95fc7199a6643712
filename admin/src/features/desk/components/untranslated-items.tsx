import { Link } from "react-router-dom";
import type { Lang } from "@leca/shared/contracts";
import { LANGUAGE_META } from "@/components/form/languages";
import type { ItemKind } from "@/lib/query-keys";
import { useUntranslated, type Untranslated } from "../api/get-untranslated";
import { DeskCard } from "./desk-card";

interface UntranslatedItemsProps {
  kind: ItemKind;
  title: string;
  editHref: (slug: string) => string;
}

const names = (languages: Lang[]) =>
  languages.map((lang) => LANGUAGE_META[lang].name).join(" and ");

/** "needs Russian; Arabic out of date" */
const workOf = (item: Untranslated) =>
  [
    item.missing.length > 0 ? `needs ${names(item.missing)}` : "",
    item.outdated.length > 0 ? `${names(item.outdated)} out of date` : "",
  ]
    .filter(Boolean)
    .join("; ");

/** Items whose translations are missing or out of date, each a link to its editor. */
export function UntranslatedItems({ kind, title, editHref }: UntranslatedItemsProps) {
  return (
    <DeskCard title={title} query={useUntranslated(kind)}>
      {(items) =>
        items.length === 0 ? (
          <p>Everything is in Arabic and Russian too, and up to date.</p>
        ) : (
          <ul className="desk-list">
            {items.map((item) => (
              <li key={item.slug}>
                <Link to={editHref(item.slug)}>{item.title}</Link>{" "}
                <span className="desk-list__meta">{workOf(item)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </DeskCard>
  );
}
