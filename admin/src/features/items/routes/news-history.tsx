import { ItemHistoryPage } from "@/features/items/history/item-history-page";
import { newsKind } from "../kinds/news-kind";

export default function NewsHistoryRoute() {
  return <ItemHistoryPage kind={newsKind} />;
}
