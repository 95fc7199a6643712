import { ItemEditPage, itemEditLoader } from "@/components/items/item-edit-page";
import { galleryEditor } from "../editor";

export const createLoader = itemEditLoader(galleryEditor);

export default function GalleryEditRoute() {
  return <ItemEditPage kind={galleryEditor} />;
}
