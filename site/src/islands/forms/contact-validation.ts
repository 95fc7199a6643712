// Loaded on demand (contact-form.ts, loadValidation): the API's own schema, so the browser and the
// server validate alike, and the continent-to-country table it checks against. zod, the phone
// metadata and the country list weigh more than the rest of the page together.
export { contactBodySchema, countriesOf } from "@leca/shared/contracts";
