import { Link } from "react-router-dom";
import { AnimatePresence, m } from "framer-motion";
import { Button } from "@/components/ui/button";
import { itemState, StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/dates";
import type { ListedItem } from "@/lib/item-kind";

interface ItemTableProps {
  caption: string;
  items: ListedItem[];
  editHref: (slug: string) => string;
  onDelete: (item: ListedItem) => void;
}

export function ItemTable({ caption, items, editHref, onDelete }: ItemTableProps) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Publish date</th>
            <th scope="col">Last change</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {/* A deleted item's row fades out where it was, rather than the rows below jumping. */}
          <AnimatePresence initial={false}>
            {items.map((item) => (
              <m.tr key={item.slug} exit={{ opacity: 0 }}>
                <th scope="row">
                  <Link to={editHref(item.slug)}>{item.title.en}</Link>
                </th>
                <td>
                  <StatusBadge state={itemState(item)} />
                </td>
                <td>{item.publishedAt ? formatDateTime(item.publishedAt) : "—"}</td>
                <td>
                  {formatDateTime(item.updatedAt)}
                  {item.updatedBy && ` by ${item.updatedBy}`}
                </td>
                <td className="table__actions">
                  <Button variant="danger" onClick={() => onDelete(item)}>
                    Delete<span className="visually-hidden"> “{item.title.en}”</span>
                  </Button>
                </td>
              </m.tr>
            ))}
          </AnimatePresence>
        </tbody>
      </table>
    </div>
  );
}
