import { ItemListPage } from "@/features/items/list/item-list-page";
import { galleryKind } from "../kinds/gallery-kind";

export default function GalleryListRoute() {
  return <ItemListPage kind={galleryKind} />;
}
