import { ItemEditPage, itemEditLoader } from "@/features/items/editor/item-edit-page";
import { newsEditor } from "../kinds/news-editor";

export const createLoader = itemEditLoader(newsEditor);

export default function NewsEditRoute() {
  return <ItemEditPage kind={newsEditor} />;
}
