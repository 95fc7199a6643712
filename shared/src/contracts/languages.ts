import * as z from "./zod";
import { LANGUAGES } from "../languages";

export {
  DEFAULT_LANG,
  LANGUAGES,
  LOCALES,
  byLanguage,
  byTranslatedLanguage,
  directionOf,
  intlLocaleOf,
  isLang,
  pickLanguage,
  type Lang,
} from "../languages";
export const langSchema = z.enum(LANGUAGES);
