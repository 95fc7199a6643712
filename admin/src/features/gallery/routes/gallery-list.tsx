import { ItemListPage } from "@/components/items/item-list-page";
import { galleryKind } from "../kind";

export default function GalleryListRoute() {
  return <ItemListPage kind={galleryKind} />;
}
