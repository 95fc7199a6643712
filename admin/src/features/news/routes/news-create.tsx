import { ItemCreatePage } from "@/components/items/item-create-page";
import { newsEditor } from "../editor";

export default function NewsCreateRoute() {
  return <ItemCreatePage kind={newsEditor} />;
}
