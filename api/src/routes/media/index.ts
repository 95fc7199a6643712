import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditDetail, idSchema } from "@leca/shared/contracts";
import { routeOf } from "../../lib/route-of";
import { HttpError, notFound } from "../../lib/http-error";
import { tooLarge } from "../../services/media/process-image";
import { toMedia } from "../../services/media/view";

const missingFile = () =>
  new HttpError(400, "VALIDATION_FAILED", "validation.failed", {
    fields: { file: "media.missingFile" },
  });
const isUuid = (id: string) => idSchema.safeParse(id).success;
/** The id never changes what it names, so it is the whole validator. */
const etagOf = (id: string) => `"${id}"`;
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });

/** Upload (admin), download (public, immutable) and delete (admin) of images. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.config.media;
  // Registered here, not app-wide: only this route takes multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  app.route({
    ...routeOf("media", "upload"),
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const part = await request.file();
      if (!part || part.fieldname !== "file") throw missingFile();
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(maxBytes);
        throw error;
      }
      if (part.file.truncated) throw tooLarge(maxBytes);
      // A browser sends an empty part when no file was chosen.
      if (buffer.length === 0) throw missingFile();
      const identity = await request.identity();
      const createdBy = identity.state === "valid" ? identity.claims.sub : null;
      const record = await app.media.ingest(buffer, createdBy);
      await app.audit.record({
        action: "upload",
        by: await request.actor(),
        target: { type: "media", id: record.id, label: part.filename || null },
        detail: auditDetail("file", {
          type: record.type,
          width: record.width,
          height: record.height,
          bytes: record.bytes,
        }),
      });
      return reply.code(201).send(toMedia(record));
    },
  });

  app.route({
    ...routeOf("media", "file"),
    handler: async (request, reply) => {
      const { id } = request.params;
      const record = isUuid(id) ? await app.store.media.get(id) : null;
      if (!record) throw notFound("media.notFound");
      const headers = {
        etag: etagOf(record.id),
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        // Served from the API's origin: even a file a browser mistook for a page can run nothing.
        "content-security-policy": "default-src 'none'",
        // Public images meant for <img> on the site and the admin app, which may be other origins.
        "cross-origin-resource-policy": "cross-origin",
      };
      if (matches(request.headers["if-none-match"], headers.etag)) {
        return reply.code(304).headers(headers).send(null);
      }
      // From the shared folder or GridFS, whichever instance stored it.
      const file = await app.media.open(record);
      if (!file) throw notFound("media.notFound");
      return reply
        .headers(headers)
        .type(record.type)
        .header("content-length", file.size)
        .send(file.stream);
    },
  });

  app.route({
    ...routeOf("media", "remove"),
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const { id } = request.params;
      const result = isUuid(id) ? await app.media.remove(id) : "missing";
      if (result === "missing") throw notFound("media.notFound");
      if (result === "in-use") throw new HttpError(409, "MEDIA_IN_USE", "media.inUse");
      return reply.code(204).send(null);
    },
  });
};

export default mediaRoutes;
