import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import type { FieldErrors as ServerFieldErrors } from "@leca/shared/contracts";
import { i18n } from "@/i18n";

/** The contracts' schemas carry message keys; people read the words. */
function translate(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || typeof value !== "object" || value === null) continue;
    const entry = value as { message?: unknown };
    if (typeof entry.message === "string") entry.message = i18n.message(entry.message);
    translate(value as Record<string, unknown>);
  }
}

export function keyedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}

/**
 * Puts each server field error on its field (paths match: "title.en", "images.0.alt.en"). Returns
 * the messages of paths no field shows, so the form can list them instead of losing them.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: ServerFieldErrors | undefined,
  shows: (path: string) => boolean,
): string[] {
  const unshown: string[] = [];
  for (const [path, { message }] of Object.entries(fieldErrors ?? {})) {
    if (shows(path)) setError(path as Path<T>, { type: "server", message });
    else unshown.push(message);
  }
  return unshown;
}
