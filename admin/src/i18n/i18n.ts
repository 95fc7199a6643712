import { Translator, type MessageVars } from "@leca/shared/i18n";
import {
  byLanguage,
  directionOf,
  isLang,
  LOCALES,
  pickLanguage,
  type Lang,
} from "@leca/shared/languages";
import { shell } from "./catalog-shell";
import { loadCatalog } from "./catalogs";
import type { MessageKey } from "./keys";

/** Each language in its own name, whatever the dashboard's language (menus, preview links). */
export const OWN_NAMES: Record<Lang, string> = byLanguage((lang) => LOCALES[lang].ownName);

/** This browser's last choice, so the first screen is in the admin's language before the server answers. */
const STORAGE_KEY = "leca.dashboard.language";

export interface DashboardI18n {
  readonly language: Lang;
  /** A text of the dashboard in the current language (English where a translation is missing). */
  t(key: MessageKey, vars?: MessageVars): string;
  /** One of the API's message keys (contracts' schemas, the dashboard's own checks) in words. */
  message(key: string, vars?: MessageVars): string;
  /** Switches the language (fetching its catalog first) and remembers it in this browser. */
  use(language: Lang): Promise<void>;
  /** Resolves once the current language's whole catalog is here (screens wait for it). */
  ready(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

function storedLanguage(): Lang | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && isLang(value) ? value : null;
  } catch {
    return null; // storage disabled: the browser's languages decide
  }
}

/** The language a dashboard opens in: this browser's last choice, else the browser's own preference. */
export const initialLanguage = (): Lang =>
  storedLanguage() ?? pickLanguage(navigator.languages.join(",") || navigator.language);

/** Arabic mirrors the whole dashboard: the document's direction is what the CSS follows. */
function applyToDocument(language: Lang) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function createI18n(): DashboardI18n {
  // English starts with the shell's words only: a screen's words come with its code.
  const translator = new Translator({ en: shell });
  const listeners = new Set<() => void>();
  const loading = new Map<Lang, Promise<void>>();
  let language: Lang = "en";
  /** Fetches a language's whole catalog once; a failed fetch may be tried again. */
  const load = (lang: Lang) => {
    let pending = loading.get(lang);
    if (!pending) {
      pending = loadCatalog(lang).then(
        (messages) => translator.addCatalog(lang, messages),
        (error: unknown) => {
          loading.delete(lang);
          throw error;
        },
      );
      loading.set(lang, pending);
    }
    return pending;
  };
  return {
    get language() {
      return language;
    },
    t: (key, vars) => translator.t(language, key, vars),
    message: (key, vars) =>
      translator.has(`errors.${key}`) ? translator.t(language, `errors.${key}`, vars) : key,
    ready: () => load(language),
    async use(next) {
      // English is the fallback of every text: with another language it comes along.
      await Promise.all(next === "en" ? [] : [load(next), load("en")]);
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // storage disabled: the choice lasts for this visit (the server remembers it per admin)
      }
      applyToDocument(next);
      if (next === language) return;
      language = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The dashboard's one instance: its texts are read in React (useT) and outside it (a form's
 * schema messages, the API client's Accept-Language), always in the same language.
 */
export const i18n = createI18n();
