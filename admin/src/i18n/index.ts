export { i18n, initialLanguage, OWN_NAMES } from "./i18n";
export type { MessageKey } from "./keys";
export { useT } from "./use-t";
