import * as z from "./zod";
import { isoDateTime, pageOf } from "./common";
import { CONTINENT_CODES, isCountryCode, isOn } from "./geo";
import { LEAD_STATUSES, messageSourceSchema, quoteRequestSchema } from "./quote";

export const CONTACT_METHODS = ["email", "phone", "whatsapp"] as const;

const text = (max: number, code: string) =>
  z
    .string({ error: code })
    .trim()
    .min(1, { error: code })
    .max(max, { error: "validation.tooLong" });

/**
 * Whether a phone number is worth asking the server about: it has the four digits even the
 * shortest numbering plans use (any script's digits, as the full check reads Arabic-Indic ones
 * too). Every number the full check accepts passes (contact.test.ts); the rest is the server's.
 */
export const looksLikePhone = (phone: string): boolean =>
  (phone.match(/\p{Nd}/gu)?.length ?? 0) >= 4;

/**
 * The contact form, field names exactly as the spec writes them, as the browser checks it: every
 * rule of the server's contactBodySchema but the phone's full check, which needs every country's
 * numbering plan (the weight of the whole chunk's budget) and so runs on the server only; both
 * show the same messages (message keys live in locales/<lang>/errors.json under "contact").
 */
export const contactFormSchema = z
  .strictObject({
    name: text(100, "contact.name"),
    family: text(100, "contact.family"),
    continent: z.enum(CONTINENT_CODES, { error: "contact.continent" }),
    country: z
      .string({ error: "contact.country" })
      .refine(isCountryCode, { error: "contact.country" }),
    city: text(100, "contact.city"),
    address: text(200, "contact.address"),
    "postal-code": z
      .string({ error: "contact.postalCode" })
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,14}$/u, { error: "contact.postalCode" }),
    "how-to-contact": z.enum(CONTACT_METHODS, { error: "contact.howToContact" }),
    email: z.email({ error: "contact.email" }).max(254, { error: "contact.email" }),
    phone: z.string({ error: "contact.phone" }).trim().min(4, { error: "contact.phone" }).max(32),
    message: z.string().trim().max(5_000, { error: "validation.tooLong" }).default(""),
    /** Honeypot: people never see it, so it stays empty; bots fill it in. */
    website: z.string().max(500).optional(),
    /**
     * Beside the spec's fields (issue 21), both optional: a client written from the spec sends
     * neither. `quote` is a calculator's result; the server also checks its packs against the
     * facts file. `source` is the site path the visitor came from.
     */
    quote: quoteRequestSchema.optional(),
    source: messageSourceSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (isCountryCode(value.country) && !isOn(value.country, value.continent)) {
      ctx.addIssue({ code: "custom", path: ["country"], message: "contact.country" });
    }
    if (!looksLikePhone(value.phone)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "contact.phone" });
    }
  });
export type ContactBody = z.infer<typeof contactFormSchema>;
export type ContactInput = z.input<typeof contactFormSchema>;

export const MAIL_STATUSES = ["pending", "sent", "failed", "disabled"] as const;

export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: "lead.status" });

/** An internal note on a message: admin-only, kept in the order written, never edited. */
export const contactNoteSchema = z.object({
  id: z.string(),
  /** The admin's username; null if the account is gone. */
  author: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ContactNote = z.infer<typeof contactNoteSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  continent: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  "postal-code": z.string(),
  "how-to-contact": z.enum(CONTACT_METHODS),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  mail: z.object({
    status: z.enum(MAIL_STATUSES),
    attempts: z.int(),
    sentAt: z.string().nullable(),
  }),
  /** The lead: where it stands, who moved it there and when (null while it is still "new"). */
  status: z.enum(LEAD_STATUSES),
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  /** When an admin archived the lead (out of the inbox's default list), or null. */
  archivedAt: z.string().nullable(),
  /** The site path the visitor wrote from, when the form sent it. */
  source: z.string().nullable(),
  /** The calculator result the visitor asked a quote for; null for a plain message. */
  quote: quoteRequestSchema.nullable(),
  notes: z.array(contactNoteSchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The inbox's page of messages, with how many of all messages (not only this page's) are unread. */
export const contactPageSchema = pageOf(contactMessageSchema).extend({ unread: z.int() });
export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactAcceptedSchema = z.object({ ok: z.literal(true) });

/** PATCH /contact/{id}/: read/unread, the lead status, archived or restored; any of them. */
export const contactPatchSchema = z
  .strictObject({
    read: z.boolean().optional(),
    status: leadStatusSchema.optional(),
    /** true archives the lead (which marks it read, unless `read` says otherwise); false restores it. */
    archived: z.boolean().optional(),
  })
  .refine(
    (patch) =>
      patch.read !== undefined || patch.status !== undefined || patch.archived !== undefined,
    { error: "validation.required" },
  );
export type ContactPatch = z.infer<typeof contactPatchSchema>;

export const MAX_NOTE_LENGTH = 2_000;
export const contactNoteBodySchema = z.strictObject({
  text: z
    .string({ error: "lead.noteRequired" })
    .trim()
    .min(1, { error: "lead.noteRequired" })
    .max(MAX_NOTE_LENGTH, { error: "validation.tooLong" }),
});

/**
 * The inbox's filters, shared by the list and the CSV export. Dates are instants (the dashboard
 * sends the start of the admin's local day): `from` inclusive, `to` exclusive.
 */
export const contactFilterSchema = z.strictObject({
  status: leadStatusSchema.optional(),
  /** true: quote requests only; false: plain messages only. */
  quote: z.stringbool().optional(),
  /** A path prefix: "/lecapon" finds /lecapon/ and anything under it. */
  source: messageSourceSchema.optional(),
  /** Found in the name, family name, email, phone or message, in any letter case. */
  q: z.string().trim().max(100).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  /** true: the archived leads only; unset or false: those not archived (the default list). */
  archived: z.stringbool().optional(),
});
export const contactListQuerySchema = contactFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
