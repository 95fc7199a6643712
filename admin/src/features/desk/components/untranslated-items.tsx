import { Link } from "react-router-dom";
import type { Lang } from "@leca/shared/contracts";
import { i18n, useT } from "@/i18n";
import type { ItemKind } from "@/lib/query-keys";
import { useUntranslated, type Untranslated } from "../api/get-untranslated";
import { DeskCard } from "./desk-card";

interface UntranslatedItemsProps {
  kind: ItemKind;
  /** Already in the admin's language. */
  title: string;
  editHref: (slug: string) => string;
}

/**
 * Which translations a phrase is about: one key per set of languages (only Arabic and Russian are
 * translated), since the languages' grammar changes with how many there are.
 */
const which = (languages: Lang[]) =>
  languages.includes("ar") && languages.includes("ru")
    ? "both"
    : languages.includes("ar")
      ? "ar"
      : "ru";

/** "needs Russian; Arabic out of date" */
const workOf = (item: Untranslated) =>
  [
    item.missing.length > 0 ? i18n.t(`desk.untranslated.needs.${which(item.missing)}`) : "",
    item.outdated.length > 0 ? i18n.t(`desk.untranslated.outdated.${which(item.outdated)}`) : "",
  ]
    .filter(Boolean)
    .join(i18n.t("desk.untranslated.separator"));

/** Items whose translations are missing or out of date, each a link to its editor. */
export function UntranslatedItems({ kind, title, editHref }: UntranslatedItemsProps) {
  const { t } = useT();
  return (
    <DeskCard title={title} query={useUntranslated(kind)}>
      {(items) =>
        items.length === 0 ? (
          <p>{t("desk.untranslated.none")}</p>
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
