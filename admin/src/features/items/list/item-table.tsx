import { Link } from "react-router-dom";
import { AnimatePresence, m } from "framer-motion";
import { Button } from "@/components/ui/button";
import { TableScroll } from "@/components/ui/table-scroll";
import { itemState, StatusBadge } from "@/components/ui/status-badge";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import type { ListedItem } from "@/lib/item-kind";

interface ItemTableProps {
  caption: string;
  items: ListedItem[];
  editHref: (slug: string) => string;
  onDelete: (item: ListedItem) => void;
}

export function ItemTable({ caption, items, editHref, onDelete }: ItemTableProps) {
  const { t } = useT();
  return (
    <TableScroll label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("items.table.title")}</th>
            <th scope="col">{t("items.table.status")}</th>
            <th scope="col">{t("items.table.publishDate")}</th>
            <th scope="col">{t("items.table.lastChange")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("items.table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {/* A deleted item's row fades out where it was, rather than the rows below jumping. */}
          <AnimatePresence initial={false}>
            {items.map((item) => (
              <m.tr key={item.slug} exit={{ opacity: 0 }}>
                <th scope="row">
                  {/* English content in any dashboard language: isolated, left to right. */}
                  <Link to={editHref(item.slug)} lang="en" dir="ltr">
                    {item.title.en}
                  </Link>
                </th>
                <td>
                  <StatusBadge state={itemState(item)} />
                </td>
                <td>{item.publishedAt ? formatDateTime(item.publishedAt) : "—"}</td>
                <td>
                  {item.updatedBy
                    ? t("items.table.changedBy", {
                        date: formatDateTime(item.updatedAt),
                        name: item.updatedBy,
                      })
                    : formatDateTime(item.updatedAt)}
                </td>
                <td className="table__actions">
                  {/* Named after its item: a screen reader's list of buttons tells them apart. */}
                  <Button
                    variant="danger"
                    aria-label={t("items.table.deleteItem", { title: item.title.en })}
                    onClick={() => onDelete(item)}
                  >
                    {t("common.actions.delete")}
                  </Button>
                </td>
              </m.tr>
            ))}
          </AnimatePresence>
        </tbody>
      </table>
    </TableScroll>
  );
}
