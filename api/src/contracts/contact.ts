import * as z from "zod";
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from "libphonenumber-js";
import { pageOf } from "./common";
import { CONTINENT_CODES, isCountryCode, isOn } from "./geo";

export const CONTACT_METHODS = ["email", "phone", "whatsapp"] as const;

const text = (max: number, code: string) =>
  z
    .string({ error: code })
    .trim()
    .min(1, { error: code })
    .max(max, { error: "validation.tooLong" });

/**
 * The contact form, field names exactly as the spec writes them. The same schema validates in the
 * browser (react-hook-form) and on the server, so both show the same messages (message keys live in
 * locales/<lang>/errors.json under "contact").
 */
export const contactBodySchema = z
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
  })
  .superRefine((value, ctx) => {
    if (isCountryCode(value.country) && !isOn(value.country, value.continent)) {
      ctx.addIssue({ code: "custom", path: ["country"], message: "contact.country" });
    }
    // A local number is read in the chosen country's plan; "+971 ..." works from anywhere.
    const region = isCountryCode(value.country) ? (value.country as PhoneCountry) : undefined;
    if (!isValidPhoneNumber(value.phone, region)) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "contact.phone" });
    }
  });
export type ContactBody = z.infer<typeof contactBodySchema>;
export type ContactInput = z.input<typeof contactBodySchema>;

export const MAIL_STATUSES = ["pending", "sent", "failed", "disabled"] as const;

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
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The inbox's page of messages, with how many of all messages (not only this page's) are unread. */
export const contactPageSchema = pageOf(contactMessageSchema).extend({ unread: z.int() });
export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactAcceptedSchema = z.object({ ok: z.literal(true) });
export const markReadBodySchema = z.strictObject({ read: z.boolean() });
