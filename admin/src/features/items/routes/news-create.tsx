import { ItemCreatePage } from "@/features/items/editor/item-create-page";
import { newsEditor } from "../kinds/news-editor";

export default function NewsCreateRoute() {
  return <ItemCreatePage kind={newsEditor} />;
}
