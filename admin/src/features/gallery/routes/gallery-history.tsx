import { ItemHistoryPage } from "@/components/history/item-history-page";
import { galleryKind } from "../kind";

export default function GalleryHistoryRoute() {
  return <ItemHistoryPage kind={galleryKind} />;
}
