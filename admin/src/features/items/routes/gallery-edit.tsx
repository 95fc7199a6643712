import { ItemEditPage, itemEditLoader } from "@/features/items/editor/item-edit-page";
import { galleryEditor } from "../kinds/gallery-editor";

export const createLoader = itemEditLoader(galleryEditor);

export default function GalleryEditRoute() {
  return <ItemEditPage kind={galleryEditor} />;
}
