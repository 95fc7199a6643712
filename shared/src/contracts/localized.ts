import * as z from "./zod";
import { byLanguage, byTranslatedLanguage, DEFAULT_LANG } from "../languages";

/**
 * Text in each language: English (the default) is required, the translations are optional. An
 * empty or blank translation means "not translated" and is dropped, so the site falls back to
 * English for it.
 */
export function localizedText(maxLength: number, requiredCode = "validation.required") {
  const optional = z
    .string()
    .trim()
    .max(maxLength, { error: "validation.tooLong" })
    .optional()
    .transform((value) => (value ? value : undefined));
  return z.strictObject({
    [DEFAULT_LANG]: z
      .string({ error: requiredCode })
      .trim()
      .min(1, { error: requiredCode })
      .max(maxLength, { error: "validation.tooLong" }),
    ...byTranslatedLanguage(() => optional),
  });
}

/** The stored/returned shape of a localized text (no transforms, for responses). */
export const localizedOut = z.object({
  [DEFAULT_LANG]: z.string(),
  ...byTranslatedLanguage(() => z.string().optional()),
});
export type LocalizedText = z.infer<typeof localizedOut>;

/** Text that may be missing in any language, English included (a picture's caption or alt). */
export const optionalLocalizedText = (maxLength: number) =>
  z.strictObject(
    byLanguage(() => z.string().trim().max(maxLength, { error: "validation.tooLong" }).optional()),
  );

/** Its stored/returned shape. */
export const optionalLocalizedOut = z.object(byLanguage(() => z.string().optional()));

/** An optional field's text: any language may be missing; a blank one is dropped, as not written. */
export const optionalFieldText = (maxLength: number) =>
  z.strictObject(
    byLanguage(() =>
      z
        .string()
        .trim()
        .max(maxLength, { error: "validation.tooLong" })
        .optional()
        .transform((value) => (value ? value : undefined)),
    ),
  );
