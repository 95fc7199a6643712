import * as z from "./zod";
import { itemStatusSchema } from "./common";
import { localizedOut } from "./localized";
import { outdatedSchema } from "./translations";

// The parts every content kind's answer has, so a kind's schema names only its own fields.

/** Which item it is: the first fields of every kind's answer. */
export const itemIdentity = { id: z.string(), slug: z.string() };

/** Where the item stands: the last fields of every kind's answer. */
export const itemLifecycle = {
  /** Translations whose English source changed since (contracts/translations.ts). */
  outdated: outdatedSchema,
  status: itemStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  version: z.int(),
};

/**
 * What tells whether an item changed since a reader last had it, as `fields=version` lists give
 * it: every write raises `version`, and publishing by the clock shows in `publishedAt` and
 * `status`. A site build keeps what it made of an item whose stamp is the same (issue 17).
 */
export const itemStampSchema = z.strictObject({
  ...itemIdentity,
  status: itemStatusSchema,
  publishedAt: itemLifecycle.publishedAt,
  updatedAt: itemLifecycle.updatedAt,
  version: itemLifecycle.version,
});
export type ItemStamp = z.infer<typeof itemStampSchema>;

/** A fraction of a picture's width or height, 0 at the left or top edge, 1 at the other. */
const fraction = z
  .number({ error: "item.focusInvalid" })
  .min(0, { error: "item.focusInvalid" })
  .max(1, { error: "item.focusInvalid" });

/**
 * The point of a picture every crop keeps in view (issue 20): the site cuts its cards and
 * thumbnails around it. null: none chosen, the site's image pipeline picks the crop itself.
 */
export const focusSchema = z.strictObject({ x: fraction, y: fraction });
export type Focus = z.infer<typeof focusSchema>;

/** A picture as an item shows it: the stored file, its size, its alt text in every language. */
export const pictureShape = {
  mediaId: z.string(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  alt: localizedOut,
  focus: focusSchema.nullable(),
};
