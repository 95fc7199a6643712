import { ItemEditPage, itemEditLoader } from "@/components/items/item-edit-page";
import { newsEditor } from "../editor";

export const createLoader = itemEditLoader(newsEditor);

export default function NewsEditRoute() {
  return <ItemEditPage kind={newsEditor} />;
}
