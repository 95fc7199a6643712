import { useCallback, useMemo } from "react";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { factValues } from "../../lib/facts";

/**
 * t() of one namespace with every product figure from facts.json ready to interpolate, formatted
 * for the page's language, so no message needs to know where its numbers come from.
 */
export function useFactT(namespace: string): (key: string) => string {
  const { t } = useTranslation(namespace);
  const { language } = useI18next();
  const values = useMemo(() => factValues(language), [language]);
  return useCallback((key: string) => t(key, values), [t, values]);
}
