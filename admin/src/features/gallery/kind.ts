import type { GalleryItem } from "@leca/shared/contracts";
import type { GalleryCreate } from "@leca/shared/client";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** The gallery as its list and data hooks see it; the editor adds its form (./editor). */
export const galleryKind: ItemKindDescriptor<GalleryItem, GalleryCreate> = namedItemKind(
  "gallery",
  { heading: "Gallery", one: "gallery item", many: "gallery items" },
);
