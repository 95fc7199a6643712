import type { ContactBody } from "@leca/shared/contracts";

/**
 * The longest value each of the contact form's text fields takes: its input's maxlength, the cap
 * the API's contactFormSchema puts on it (the postal code's by its pattern). A test holds them
 * equal. Markup only (the island checks with the schema itself), so not in src/contracts/.
 */
export const CONTACT_MAX_LENGTHS = {
  name: 100,
  family: 100,
  city: 100,
  address: 200,
  "postal-code": 15,
  email: 254,
  phone: 32,
  message: 5000,
} as const satisfies Partial<Record<keyof ContactBody, number>>;

export type ContactTextField = keyof typeof CONTACT_MAX_LENGTHS;
