import { useId } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, localizedPath, type Language } from "../../lib/languages";
import { Icon } from "../ui/Icon";
import * as styles from "./LanguageSwitcher.module.css";
import * as navStyles from "./Nav.module.css";

/**
 * Header dropdown: English, Arabic, Russian; opens towards the page's reading start. Served
 * closed; src/islands/shell/language.ts opens it and switches with the spec's fade.
 */
export function LanguageSwitcher() {
  const { t, language, originalPath } = useI18next();
  const menuId = useId();

  return (
    <div className={styles.switcher} data-language-switcher="">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded="false"
        aria-controls={menuId}
        aria-label={t("language.current", { language: LANGUAGE_NAMES[language as Language] })}
      >
        <GlobeIcon />
        <span lang={language}>{LANGUAGE_NAMES[language as Language]}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizedPath(originalPath, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === language ? "true" : undefined}
              className={navStyles.menuLink}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GlobeIcon() {
  return (
    <Icon box={24} size={20}>
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16Zm2.95-8H5.08a8 8 0 0 1 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
      />
    </Icon>
  );
}
