import { useId } from "react";
import { toast } from "sonner";
import { LANGUAGES, isLang, type Lang } from "@leca/shared/languages";
import { i18n, OWN_NAMES, useT } from "@/i18n";
import { useSaveLanguage } from "../api/profile";

/**
 * The dashboard's language: switches at once (this browser remembers it) and is saved for the
 * admin's account, so their other devices follow. `compact`: the collapsed sidebar's width.
 */
export function LanguagePicker({ compact }: { compact: boolean }) {
  const { t, language } = useT();
  const save = useSaveLanguage();
  const id = useId();
  const choose = async (next: Lang) => {
    try {
      await i18n.use(next);
    } catch {
      // Its words could not be fetched (offline): the dashboard stays as it is.
      toast.error(i18n.t("layout.language.notLoaded"));
      return;
    }
    save.mutate(next, { onError: () => toast.error(i18n.t("layout.language.notSaved")) });
  };
  return (
    <div className="sidebar__language">
      <label htmlFor={id} className={compact ? "visually-hidden" : undefined}>
        {t("layout.language.label")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLang(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {compact ? option.toUpperCase() : OWN_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
