import type { GalleryItem } from "@leca/shared/contracts";
import type { GalleryCreate } from "@leca/shared/client";
import type { ItemEditorKind } from "@/components/items/item-editor-kind";
import {
  GALLERY_FORM_FIELDS,
  galleryFormSchema,
  galleryFormValues,
  galleryInput,
  type GalleryFormOutput,
  type GalleryFormValues,
} from "./components/gallery-form-schema";
import { ImagesField } from "@/components/items/pictures/images-field";
import { GalleryLanguageFields } from "./components/gallery-language-fields";
import { galleryKind } from "./kind";

/** The gallery editor: a description in each language, and its ordered images. */
export const galleryEditor: ItemEditorKind<
  GalleryItem,
  GalleryCreate,
  GalleryFormValues,
  GalleryFormOutput
> = {
  ...galleryKind,
  schema: galleryFormSchema,
  values: galleryFormValues,
  toInput: galleryInput,
  fields: GALLERY_FORM_FIELDS,
  LanguageFields: GalleryLanguageFields,
  sections: [{ id: "images", heading: "gallery.imagesHeading", Fields: ImagesField }],
};
