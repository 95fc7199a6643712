import { ItemListPage } from "@/components/items/item-list-page";
import { newsKind } from "../kind";

export default function NewsListRoute() {
  return <ItemListPage kind={newsKind} />;
}
