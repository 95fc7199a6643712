import { ItemHistoryPage } from "@/components/history/item-history-page";
import { newsKind } from "../kind";

export default function NewsHistoryRoute() {
  return <ItemHistoryPage kind={newsKind} />;
}
