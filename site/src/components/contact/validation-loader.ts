import type { ContactBody } from "@leca/api/contracts";
import type { Resolver } from "react-hook-form";
import type { ContactFormValues } from "./choices";

export type Validation = typeof import("./validation");

let pending: Promise<Validation> | undefined;

/**
 * zod, the phone-number metadata and the country table weigh more than the rest of the page
 * together, so they arrive in a chunk of their own once the visitor starts on the form.
 */
export function loadValidation(): Promise<Validation> {
  pending ??= import("./validation").catch((error: unknown) => {
    // Forget the failure so the next attempt (back online) loads it again.
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The form-wide error type when the validation chunk cannot load (offline, say). */
export const UNAVAILABLE = "unavailable";

/** The schema's resolver, waiting for its chunk. */
export const lazyContactResolver: Resolver<ContactFormValues, unknown, ContactBody> = async (
  values,
  context,
  options,
) => {
  try {
    const { contactResolver } = await loadValidation();
    return await contactResolver(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: UNAVAILABLE } } };
  }
};
