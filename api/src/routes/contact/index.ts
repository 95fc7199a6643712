import crypto from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { auditDetail, contactFilterSchema, type QuoteRequest } from "@leca/shared/contracts";
import { routeOf } from "../../lib/route-of";
import { notFound, validationError } from "../../lib/http-error";
import { leadTarget, setLeadArchived } from "../../services/contact/archive";
import { codeNamer, leadsCsv } from "../../services/contact/lead-csv";
import { checkQuote, figureList, readQuoteFacts } from "../../services/contact/quote-check";
import { toMessage } from "../../services/contact/to-message";
import type { ContactFilter } from "../../store/types";

/** A message holds at most this many notes: enough for any sale, not a place to keep a diary. */
export const MAX_NOTES = 200;

const toFilter = (query: z.infer<typeof contactFilterSchema>): ContactFilter => ({
  status: query.status,
  quote: query.quote,
  source: query.source,
  q: query.q || undefined,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  // The inbox's default list (and export) leaves the archived leads out.
  archived: query.archived ?? false,
});

/** The export's columns that hold times. */
const TIMED = new Set(["received", "statusChanged"]);

/** The public contact form, and the admin's inbox of leads it received. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const facts = readQuoteFacts();

  /** A 400 naming each quote figure the facts file does not offer, and what it offers. */
  const checkFacts = (quote: QuoteRequest, request: FastifyRequest) => {
    const problems = checkQuote(quote, facts);
    if (problems.length === 0) return;
    throw validationError(
      Object.fromEntries(
        problems.map(({ field, key, sizes }) => [
          field,
          sizes ? { key, vars: { sizes: figureList(sizes, request.lang) } } : key,
        ]),
      ),
    );
  };

  app.route({
    ...routeOf("contact", "send"),
    config: { rateLimit: { max: app.config.contact.rateLimit, timeWindow: "10 minutes" } },
    handler: async (request, reply) => {
      const { website, quote, source, ...fields } = request.body;
      // A bot filled the hidden field: it gets the same answer as a person, and nothing happens.
      if (website?.trim()) {
        reply.code(201);
        request.log.info("contact honeypot filled; message dropped");
        return { ok: true as const };
      }
      if (quote) checkFacts(quote, request);
      const record = await app.store.contacts.insert({
        id: crypto.randomUUID(),
        fields,
        quote: quote ?? null,
        source: source ?? null,
        createdAt: app.now(),
        mailStatus: app.outbox.enabled ? "pending" : "disabled",
      });
      request.log.info({ contactId: record.id, quote: Boolean(quote) }, "contact message stored");
      // Acknowledged only once stored: from here on the outbox owns delivery.
      app.outbox.kick();
      reply.code(201);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf("contact", "list"),
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const result = await app.store.contacts.list(
        (page - 1) * pageSize,
        pageSize,
        toFilter(filter),
      );
      return { ...result, items: result.items.map(toMessage), page, pageSize };
    },
  });

  app.route({
    ...routeOf("contact", "exportCsv"),
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const now = app.now();
      // Headings and yes/no in the language the dashboard asks in (its admin's).
      const timeZone = app.config.timeZone;
      const t = (key: string) => app.translator.t(request.lang, `csv.${key}`);
      const words = {
        // The time columns name the zone their times are in, the same in every language.
        header: (key: string) => (TIMED.has(key) ? `${t(key)} (${timeZone})` : t(key)),
        yes: t("yes"),
        no: t("no"),
        name: codeNamer(app.translator, request.lang),
        timeZone,
      };
      const filter = toFilter(request.query);
      // Personal data leaves the dashboard: the log says who took how many, with which filter.
      const { total } = await app.store.contacts.list(0, 1, { ...filter, to: filter.to ?? now });
      const query = new URLSearchParams(
        Object.entries(request.query).flatMap(([key, value]) =>
          value === undefined || value === "" ? [] : [[key, String(value)]],
        ),
      ).toString();
      await app.audit.record({
        action: "leads-export",
        by: await request.actor(),
        detail: auditDetail("leads-exported", { count: total, filter: query }),
      });
      const csv = leadsCsv(app.store.contacts, filter, now, words, (error) =>
        request.log.error({ err: error }, "lead export failed"),
      );
      const day = now.toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="messages-${day}.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...routeOf("contact", "update"),
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const { status, archived } = request.body;
      // Whoever sets a lead's status, or archives it, has read it.
      const read =
        request.body.read ?? (status === undefined && archived !== true ? undefined : true);
      let record = read === undefined ? null : await app.store.contacts.setRead(id, read);
      if (status !== undefined) {
        record = await app.store.contacts.setStatus(
          id,
          status,
          await request.username(),
          app.now(),
        );
        if (record) {
          await app.audit.record({
            action: "lead-status",
            by: await request.actor(),
            target: leadTarget(record),
            detail: auditDetail("lead-status", { to: status }),
          });
        }
      }
      if (archived !== undefined) record = await setLeadArchived(app, request, id, archived);
      if (!record) throw notFound("lead.notFound");
      return toMessage(record);
    },
  });

  app.route({
    ...routeOf("contact", "addNote"),
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const note = {
        id: crypto.randomUUID(),
        author: await request.username(),
        text: request.body.text,
        createdAt: app.now(),
      };
      const result = await app.store.contacts.addNote(request.params.id, note, MAX_NOTES);
      if (result.kind === "missing") throw notFound("lead.notFound");
      if (result.kind === "full")
        throw validationError({ text: "lead.notesFull" }, { count: MAX_NOTES });
      await app.audit.record({
        action: "lead-note",
        by: await request.actor(),
        target: leadTarget(result.contact),
      });
      return reply.code(201).send(toMessage(result.contact));
    },
  });
};

export default contactRoutes;
