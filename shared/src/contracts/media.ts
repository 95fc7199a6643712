import * as z from "./zod";
import { idSchema } from "./common";

export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);

export const mediaSchema = z.object({
  id: idSchema,
  url: z.string(),
  type: mediaTypeSchema,
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  createdAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaParamsSchema = z.strictObject({ id: idSchema });

/** Where the API serves a media file; also what the site downloads at build time. */
export const mediaUrl = (id: string) => `/api/media/${id}`;
