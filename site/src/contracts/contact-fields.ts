import type { ContactBody, ContinentCode } from "@leca/shared/contracts";

// Written out rather than imported: a value import from the contracts would put zod, the phone
// metadata and the country list into the page's first load. A test holds them equal.

/** The continents of the API's geo contract, in the order the form lists them. */
export const CONTINENTS = [
  "AF",
  "AN",
  "AS",
  "EU",
  "NA",
  "OC",
  "SA",
] as const satisfies readonly ContinentCode[];

export type ContactMethod = ContactBody["how-to-contact"];

/** The ways to answer that the API accepts. */
export const CONTACT_METHODS = [
  "email",
  "phone",
  "whatsapp",
] as const satisfies readonly ContactMethod[];

/** What the form answers by until the visitor picks another way. */
export const DEFAULT_METHOD: ContactMethod = "email";

/**
 * The spec's eleven fields, in the order the API names them: a server's field messages are
 * focused in this order.
 */
export const CONTACT_FIELDS = [
  "name",
  "family",
  "continent",
  "country",
  "city",
  "address",
  "postal-code",
  "how-to-contact",
  "email",
  "phone",
  "message",
] as const satisfies readonly (keyof ContactBody)[];

/** The bot trap (Honeypot.tsx): sent along, never shown an error or given focus. */
export const HONEYPOT_FIELD = "website";

/** The contact form's id: the quote summary above it finds the form by it. */
export const CONTACT_FORM_ID = "contact-form";
