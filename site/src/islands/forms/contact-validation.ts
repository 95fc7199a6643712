// Loaded on demand (contact-form.ts, loadValidation): the API's own rules, so the browser and the
// server validate alike (but for the phone's full check, which only the server makes:
// contactFormSchema), and the continent-to-country table it checks against.
export { contactFormSchema, countriesOf } from "@leca/shared/contracts";
