import { z } from "./zod";
import { LANGUAGES } from "../languages";

export {
  DEFAULT_LANG,
  LANGUAGES,
  directionOf,
  isLang,
  pickLanguage,
  type Lang,
} from "../languages";
export const langSchema = z.enum(LANGUAGES);
