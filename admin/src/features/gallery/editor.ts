import { gallery } from "@leca/shared/kinds";
import { kindEditor } from "@/components/items/kind-editor";
import { galleryKind } from "./kind";

/** The gallery editor: a description in each language, and its ordered images (shared kinds/gallery). */
export const galleryEditor = kindEditor(gallery, galleryKind, true);
