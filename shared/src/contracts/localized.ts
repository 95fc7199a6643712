import { z } from "./zod";

/**
 * Text in each language: English is required, Arabic and Russian are optional. An empty or blank
 * translation means "not translated" and is dropped, so the site falls back to English for it.
 */
export function localizedText(maxLength: number, requiredCode = "validation.required") {
  const optional = z
    .string()
    .trim()
    .max(maxLength, { error: "validation.tooLong" })
    .optional()
    .transform((value) => (value ? value : undefined));
  return z.strictObject({
    en: z
      .string({ error: requiredCode })
      .trim()
      .min(1, { error: requiredCode })
      .max(maxLength, { error: "validation.tooLong" }),
    ar: optional,
    ru: optional,
  });
}

/** The stored/returned shape of a localized text (no transforms, for responses). */
export const localizedOut = z.object({
  en: z.string(),
  ar: z.string().optional(),
  ru: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedOut>;
