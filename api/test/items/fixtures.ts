import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

/** A media record without a file: enough for the reference checks items make. */
export async function mediaRecord(app: FastifyInstance) {
  return app.store.media.insert({
    id: crypto.randomUUID(),
    filename: `${crypto.randomUUID()}.webp`,
    type: "image/webp",
    width: 1600,
    height: 900,
    bytes: 1234,
    createdAt: new Date(),
    createdBy: null,
  });
}

export const newsBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title: { en: title, ar: "عنوان الخبر", ru: "Заголовок новости" },
  excerpt: { en: `${title}: the short version.` },
  body: { en: `## ${title}\n\nLECA keeps roofs light.` },
  ...extra,
});

export const galleryBody = (
  title: string,
  images: unknown[] = [],
  extra: Record<string, unknown> = {},
) => ({
  title: { en: title },
  description: { en: `${title}, photographed on site.` },
  images,
  ...extra,
});
