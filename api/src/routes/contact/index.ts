import crypto from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contactAcceptedSchema,
  contactBodySchema,
  contactMessageSchema,
  contactPageSchema,
  idSchema,
  markReadBodySchema,
  type ContactMessage,
} from "../../contracts";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/schemas";
import type { ContactRecord } from "../../store/types";

const listQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

const toMessage = (record: ContactRecord): ContactMessage => ({
  id: record.id,
  ...record.fields,
  createdAt: record.createdAt.toISOString(),
  read: record.read,
  mail: {
    status: record.mailStatus,
    attempts: record.mailAttempts,
    sentAt: record.mailSentAt?.toISOString() ?? null,
  },
});

/** The public contact form, and the admin's inbox of what it received. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Stores a contact message, then mails it when SMTP is configured",
        body: contactBodySchema,
        response: { 201: contactAcceptedSchema, ...errorResponses(400, 403, 429) },
      },
      config: { rateLimit: { max: app.config.contact.rateLimit, timeWindow: "10 minutes" } },
    },
    async (request, reply) => {
      const { website, ...fields } = request.body;
      reply.code(201);
      // A bot filled the hidden field: it gets the same answer as a person, and nothing happens.
      if (website?.trim()) {
        request.log.info("contact honeypot filled; message dropped");
        return { ok: true as const };
      }
      const record = await app.store.contacts.insert({
        id: crypto.randomUUID(),
        fields,
        createdAt: app.now(),
        mailStatus: app.outbox.enabled ? "pending" : "disabled",
      });
      request.log.info({ contactId: record.id }, "contact message stored");
      // Acknowledged only once stored: from here on the outbox owns delivery.
      app.outbox.kick();
      return { ok: true as const };
    },
  );

  app.get(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Contact messages, newest first",
        querystring: listQuerySchema,
        response: { 200: contactPageSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const result = await app.store.contacts.list((page - 1) * pageSize, pageSize);
      return { ...result, items: result.items.map(toMessage), page, pageSize };
    },
  );

  app.patch(
    "/:id/",
    {
      schema: {
        tags: ["contact"],
        summary: "Marks a message read or unread",
        params: z.strictObject({ id: idSchema }),
        body: markReadBodySchema,
        response: { 200: contactMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const record = await app.store.contacts.setRead(request.params.id, request.body.read);
      if (!record) throw notFound();
      return toMessage(record);
    },
  );
};

export default contactRoutes;
