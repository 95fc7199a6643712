import { ItemCreatePage } from "@/components/items/item-create-page";
import { galleryEditor } from "../editor";

export default function GalleryCreateRoute() {
  return <ItemCreatePage kind={galleryEditor} />;
}
