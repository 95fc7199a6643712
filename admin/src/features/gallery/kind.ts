import type { GalleryItem } from "@leca/shared/contracts";
import type { GalleryCreate } from "@leca/shared/client";
import { itemTexts } from "@/lib/field-names";
import { namedItemKind, type ItemKindDescriptor } from "@/lib/item-kind";

/** The gallery as its list, data hooks and history see it; the editor adds its form (./editor). */
export const galleryKind: ItemKindDescriptor<GalleryItem, GalleryCreate> = {
  ...namedItemKind("gallery"),
  // A picture's texts by the picture (its media id), labelled by its place in this version.
  texts: itemTexts,
  pictures: (item) =>
    item.images.map((image) => ({ mediaId: image.mediaId, url: image.url, alt: image.alt.en })),
};
