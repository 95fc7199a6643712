import { ItemListPage } from "@/features/items/list/item-list-page";
import { newsKind } from "../kinds/news-kind";

export default function NewsListRoute() {
  return <ItemListPage kind={newsKind} />;
}
