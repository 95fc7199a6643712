import { ItemHistoryPage } from "@/features/items/history/item-history-page";
import { galleryKind } from "../kinds/gallery-kind";

export default function GalleryHistoryRoute() {
  return <ItemHistoryPage kind={galleryKind} />;
}
