import { useEffect } from "react";
import { useT } from "@/i18n";

/** The tab's title: the screen's name (already in the admin's language), then the dashboard's. */
export function useDocumentTitle(title: string) {
  const { t, language } = useT();
  useEffect(() => {
    document.title = t("common.documentTitle", { title });
  }, [t, title, language]);
}
