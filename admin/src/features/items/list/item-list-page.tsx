import { ItemListView } from "@/features/items/list/item-list-view";
import { useListParams } from "@/features/items/list/use-list-params";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useDeleteItem } from "@/features/items/hooks/use-item-api";
import { useItemList } from "@/features/items/hooks/use-item-list";
import { useT } from "@/i18n";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";

/** A kind's list page: search, filter, sort, pages and delete, all answered by the API. */
export function ItemListPage<Item extends SavedItem, Create>({
  kind,
}: {
  kind: ItemKindDescriptor<Item, Create>;
}) {
  const { t } = useT();
  const heading = t(`items.kinds.heading.${kind.name}`);
  useDocumentTitle(heading);
  const params = useListParams();
  return (
    <ItemListView
      kind={kind.name}
      heading={heading}
      create={{ href: kind.paths.create.getHref(), label: t(`items.list.create.${kind.name}`) }}
      editHref={kind.paths.edit.getHref}
      params={params}
      list={useItemList(kind, params.query)}
      remove={useDeleteItem(kind)}
    />
  );
}
