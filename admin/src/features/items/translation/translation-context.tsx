import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import {
  byTranslatedLanguage,
  type ConfirmTranslations,
  type Lang,
  type Outdated,
  type TranslatedLang,
} from "@leca/shared/contracts";

/**
 * The editor's view of an item's translations (contracts/translations.ts): which fields the API
 * says are out of date, and which of them the translator has confirmed in this form. The
 * confirmations go out with the next save; the API then clears those flags.
 */
interface TranslationState {
  isOutdated(lang: Lang, path: string): boolean;
  isConfirmed(lang: Lang, path: string): boolean;
  setConfirmed(lang: TranslatedLang, path: string, confirmed: boolean): void;
  outdated: Outdated;
}

const NOTHING_OUTDATED: Outdated = byTranslatedLanguage(() => []);

const TranslationContext = createContext<TranslationState>({
  isOutdated: () => false,
  isConfirmed: () => false,
  setConfirmed: () => undefined,
  outdated: NOTHING_OUTDATED,
});

const isTranslated = (lang: Lang): lang is TranslatedLang => lang !== "en";

/** The confirmations of one form, and the state its fields read (TranslationProvider). */
export function useTranslationConfirmations(outdated: Outdated = NOTHING_OUTDATED) {
  const [confirmed, setAll] = useState<ConfirmTranslations>({});
  const setConfirmed = useCallback((lang: TranslatedLang, path: string, on: boolean) => {
    setAll((all) => {
      const others = (all[lang] ?? []).filter((each) => each !== path);
      return { ...all, [lang]: on ? [...others, path] : others };
    });
  }, []);
  const state = useMemo<TranslationState>(
    () => ({
      outdated,
      isOutdated: (lang, path) => isTranslated(lang) && outdated[lang].includes(path),
      isConfirmed: (lang, path) => isTranslated(lang) && (confirmed[lang] ?? []).includes(path),
      setConfirmed,
    }),
    [outdated, confirmed, setConfirmed],
  );
  const count = (confirmed.ar?.length ?? 0) + (confirmed.ru?.length ?? 0);
  return {
    state,
    /** What the next save sends, or nothing when no flag was confirmed. */
    confirmTranslations: count > 0 ? confirmed : undefined,
  };
}

export function TranslationProvider(props: { state: TranslationState; children: ReactNode }) {
  return (
    <TranslationContext.Provider value={props.state}>{props.children}</TranslationContext.Provider>
  );
}

export const useTranslationState = () => useContext(TranslationContext);
