import { z } from "zod";
import {
  GALLERY_MAX_IMAGES,
  itemStatusSchema,
  localizedText,
  type GalleryItem,
} from "@leca/shared/contracts";
import type { GalleryCreate } from "@leca/shared/client";
import { emptyLocalized, toLocalizedValues } from "@/components/form/languages";
import { imageInput, imageSchema, imageValues } from "@/components/items/pictures/picture-schemas";
import { fromLocalInput, toLocalInput } from "@/lib/dates";
import { localDateInput, slugInput } from "@/lib/form-schemas";
import { i18n } from "@/i18n";

// The contracts' pieces; the images' form-only parts (preview URL, focal point) are in
// picture-schemas.ts.
export const galleryFormSchema = z
  .object({
    slug: slugInput,
    title: localizedText(200, "item.titleRequired"),
    description: localizedText(5_000, "item.descriptionRequired"),
    images: z
      .array(imageSchema)
      // The words, not the key: the key's {{count}} needs the limit, which the resolver cannot
      // pass. Made when the check fails, so in the language the admin reads at that moment (the
      // schema itself is built once, when this module loads).
      .max(GALLERY_MAX_IMAGES, {
        error: () => i18n.message("item.tooManyImages", { count: GALLERY_MAX_IMAGES }),
      }),
    status: itemStatusSchema,
    publishedAt: localDateInput,
  })
  .refine((values) => values.status !== "published" || values.images.length > 0, {
    path: ["images"],
    error: "item.imagesRequired",
  });
export type GalleryFormValues = z.input<typeof galleryFormSchema>;
export type GalleryFormOutput = z.output<typeof galleryFormSchema>;

/** Server field paths this form shows next to an input. */
export const GALLERY_FORM_FIELDS =
  /^(slug|status|publishedAt|images|images\.\d+\.mediaId|images\.\d+\.focus(\.[xy])?|(title|description)\.(en|ar|ru)|images\.\d+\.(alt|caption)\.(en|ar|ru))$/;

export function galleryFormValues(item?: GalleryItem): GalleryFormValues {
  return {
    slug: item?.slug ?? "",
    title: item ? toLocalizedValues(item.title) : emptyLocalized(),
    description: item ? toLocalizedValues(item.description) : emptyLocalized(),
    images: imageValues(item?.images),
    status: item?.status ?? "draft",
    publishedAt: toLocalInput(item?.publishedAt ?? null),
  };
}

export function galleryInput(values: GalleryFormOutput): GalleryCreate {
  return {
    ...(values.slug ? { slug: values.slug } : {}),
    title: values.title,
    description: values.description,
    images: imageInput(values.images),
    status: values.status,
    publishedAt: fromLocalInput(values.publishedAt),
  };
}
