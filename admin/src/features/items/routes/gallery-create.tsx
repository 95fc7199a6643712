import { ItemCreatePage } from "@/features/items/editor/item-create-page";
import { galleryEditor } from "../kinds/gallery-editor";

export default function GalleryCreateRoute() {
  return <ItemCreatePage kind={galleryEditor} />;
}
