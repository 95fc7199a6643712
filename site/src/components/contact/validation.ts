// Loaded on demand (see validation-loader.ts): the API's own schema, so the browser and the
// server validate alike, and the continent-to-country table it checks against.
import { zodResolver } from "@hookform/resolvers/zod";
import { contactBodySchema, type ContactBody } from "@leca/api/contracts";
import type { Resolver } from "react-hook-form";
import type { ContactFormValues } from "./choices";

export { countriesOf } from "@leca/api/contracts";

// The form's values differ from the schema's input only by "" in an unchosen select, which the
// schema rejects with that field's prompt; the cast says so to the types.
export const contactResolver = zodResolver(contactBodySchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactBody
>;
