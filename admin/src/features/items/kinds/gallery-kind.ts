import type { GalleryItem } from "@leca/shared/contracts";
import type { GalleryCreate } from "@leca/shared/client";
import { gallery } from "@leca/shared/kinds";
import { itemPicturesOf, itemTextsOf } from "@/lib/field-names";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** The gallery as its list, data hooks and history see it; the editor adds its form (./editor). */
export const galleryKind: ItemKindDescriptor<GalleryItem, GalleryCreate> = {
  ...namedItemKind("gallery"),
  texts: itemTextsOf(gallery),
  pictures: itemPicturesOf(gallery),
};
