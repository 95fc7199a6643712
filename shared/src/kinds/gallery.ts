import { defineKind, type StoredContent } from "./fields";

/** Gallery: a title and a description in each language, and up to 100 captioned pictures. */
export const gallery = defineKind({
  name: "gallery",
  fields: {
    title: { type: "text", max: 200, required: "item.titleRequired", summary: true, search: true },
    description: {
      type: "text",
      max: 5_000,
      required: "item.descriptionRequired",
      search: true,
      rows: 5,
    },
    images: {
      type: "pictures",
      max: 100,
      tooMany: "item.tooManyImages",
      caption: 300,
      requiredToPublish: "item.imagesRequired",
    },
  },
});
export type GalleryContent = StoredContent<typeof gallery>;
