import type { MessageVars } from "@leca/shared/i18n";
import { i18n } from "@/i18n";

/**
 * One of the API's message keys ("item.titleRequired") in the admin's language, as the server
 * would write it (locales/<lang>/errors.json): the dashboard's own checks say exactly what the
 * server would. A numeric `count` picks the plural form; anything that is not a known key is
 * shown as it is.
 */
export const messageFor = (key: string, vars: MessageVars = {}): string => i18n.message(key, vars);
