import { useCallback } from "react";
import { navigate } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath } from "./languages";
import type { SwitchState } from "./language-switch";
import { requestLanguageSwitch } from "./leaving-store";

/**
 * Switches to the same page in another language: the content fades out, the other language's
 * page (and with it its messages) loads, and it fades in. The active language does nothing.
 */
export function useChangeLanguage() {
  const { language, originalPath } = useI18next();
  return useCallback(
    (next: string) => {
      if (next === language) return;
      const target = localizedPath(originalPath, next) + window.location.hash;
      const state: SwitchState = { languageSwitch: { to: next } };
      requestLanguageSwitch(next, () => void navigate(target, { state }));
    },
    [language, originalPath],
  );
}
