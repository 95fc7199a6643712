import { useEffect } from "react";
import { i18n } from "@/i18n";
import { setCompanyTimeZone } from "@/lib/dates";
import { useProfile } from "./api/profile";

/**
 * Once signed in, the language the admin chose (on any device) replaces this browser's guess:
 * the first screen is drawn in the browser's remembered or preferred language, then switches if
 * the account says otherwise.
 */
export function useAdminLanguage() {
  const profile = useProfile().data;
  const chosen = profile?.language;
  // Set while rendering, before any time below is drawn in it.
  if (profile) setCompanyTimeZone(profile.timeZone);
  useEffect(() => {
    if (chosen && chosen !== i18n.language) void i18n.use(chosen);
  }, [chosen]);
}
