import { Link } from "react-router-dom";
import { LANGUAGE_META } from "@/components/form/languages";
import type { ItemKind } from "@/lib/query-keys";
import { useUntranslated } from "../api/get-untranslated";
import { DeskCard } from "./desk-card";

interface UntranslatedItemsProps {
  kind: ItemKind;
  title: string;
  editHref: (slug: string) => string;
}

export function UntranslatedItems({ kind, title, editHref }: UntranslatedItemsProps) {
  return (
    <DeskCard title={title} query={useUntranslated(kind)}>
      {(items) =>
        items.length === 0 ? (
          <p>Everything is in Arabic and Russian too.</p>
        ) : (
          <ul className="desk-list">
            {items.map((item) => (
              <li key={item.slug}>
                <Link to={editHref(item.slug)}>{item.title}</Link>{" "}
                <span className="desk-list__meta">
                  needs {item.missing.map((lang) => LANGUAGE_META[lang].name).join(" and ")}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </DeskCard>
  );
}
