import type { ContactBody, ContinentCode } from "@leca/api/contracts";

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

/** The form's values before validation: a select that is not chosen yet holds "". */
export interface ContactFormValues {
  name: string;
  family: string;
  continent: ContinentCode | "";
  country: string;
  city: string;
  address: string;
  "postal-code": string;
  "how-to-contact": ContactMethod;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export const EMPTY_CONTACT: ContactFormValues = {
  name: "",
  family: "",
  continent: "",
  country: "",
  city: "",
  address: "",
  "postal-code": "",
  "how-to-contact": "email",
  email: "",
  phone: "",
  message: "",
  website: "",
};

/** The fields the server may name in its fieldErrors. */
export const CONTACT_FIELDS = Object.keys(EMPTY_CONTACT) as (keyof ContactFormValues)[];
