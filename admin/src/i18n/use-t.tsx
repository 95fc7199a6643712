import { Fragment, useSyncExternalStore, type ReactNode } from "react";
import type { MessageVars } from "@leca/shared/i18n";
import { i18n } from "./i18n";
import type { MessageKey } from "./keys";

const language = () => i18n.language;

/**
 * The current language's texts; the component renders again when an admin switches language.
 * `tx` is `t` with elements in the text ("Back to {{link}}"): each `{{name}}` whose value is an
 * element is replaced by it, so a translation may put the element where its grammar wants it.
 */
export function useT() {
  const current = useSyncExternalStore(i18n.subscribe, language, language);
  return {
    language: current,
    t: i18n.t,
    message: i18n.message,
    tx: (key: MessageKey, elements: Record<string, ReactNode>, vars: MessageVars = {}) =>
      interpolate(i18n.t(key, { ...vars, ...placeholders(elements) }), elements),
  };
}

// Elements are put in after translation: the translator keeps their markers as it found them.
const placeholders = (elements: Record<string, ReactNode>) =>
  Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0000${name}\u0000`]));

function interpolate(text: string, elements: Record<string, ReactNode>): ReactNode {
  const parts = text.split("\u0000");
  // Odd parts are element names (the markers come in pairs); even parts are text.
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>
  ));
}
