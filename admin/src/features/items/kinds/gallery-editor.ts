import { gallery } from "@leca/shared/kinds";
import { kindEditor } from "@/features/items/editor/kind-editor";
import { galleryKind } from "./gallery-kind";

/** The gallery editor: a description in each language, and its ordered images (shared kinds/gallery). */
export const galleryEditor = kindEditor(gallery, galleryKind, true);
