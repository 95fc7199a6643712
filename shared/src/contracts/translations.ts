import * as z from "./zod";
import { byTranslatedLanguage } from "../languages";

/**
 * How current an item's translations are. Every text of an item is written in English first;
 * a translation remembers which English text it was made from, and when that English changes
 * the translation is "out of date" until a translator saves it again or confirms it still says
 * the same. Fields are named by path: "title", "body", "cover.alt", and for a gallery picture
 * by its media id, "images.<mediaId>.alt", so reordering pictures keeps their flags.
 */

export { TRANSLATED_LANGUAGES, type TranslatedLang } from "../languages";

const FIELD_PATH = /^[a-z]+(?:\.[0-9a-f-]{1,64})?(?:\.[a-z]+)?$/i;
const fieldPaths = z
  .array(z.string().max(100).regex(FIELD_PATH, { error: "validation.invalid" }))
  .max(500, { error: "validation.invalid" });

/** Per translated language, the fields whose English changed since they were translated. */
export const outdatedSchema = z.object(byTranslatedLanguage(() => z.array(z.string())));
export type Outdated = z.infer<typeof outdatedSchema>;

/** The fields a translator confirms are still right for the English as it now is. */
export const confirmTranslationsSchema = z.strictObject(
  byTranslatedLanguage(() => fieldPaths.optional()),
);
export type ConfirmTranslations = z.infer<typeof confirmTranslationsSchema>;
