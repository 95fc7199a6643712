import { z } from "./zod";
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

/** A picture as an item shows it: the stored file, its size, its alt text in every language. */
export const pictureShape = {
  mediaId: z.string(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
  alt: localizedOut,
};
