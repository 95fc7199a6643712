import { news } from "@leca/shared/kinds";
import { kindEditor } from "@/features/items/editor/kind-editor";
import { newsKind } from "./news-kind";

/** The news editor: excerpt and body in each language, and one cover image (shared kinds/news). */
export const newsEditor = kindEditor(news, newsKind, true);
