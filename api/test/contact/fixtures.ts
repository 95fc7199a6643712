import type { NewContact } from "../../src/store/types";

/** A contact form every rule accepts (a UAE visitor); tests change one field at a time. */
export const validContact = {
  name: "Layla",
  family: "Haddad",
  continent: "AS",
  country: "AE",
  city: "Dubai",
  address: "12 Palm Street",
  "postal-code": "00000",
  "how-to-contact": "email",
  email: "layla@example.com",
  phone: "050 123 4567",
  message: "Hello there",
} satisfies NewContact["fields"];
