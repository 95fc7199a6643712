import { useId } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, localizedPath } from "../../lib/languages";
import { SIDEBAR_ID } from "../../lib/dom-ids";
import { DASHBOARD_PATH, NAVIGATION, isGroup, type NavGroup } from "../../lib/navigation";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as navStyles from "./Nav.module.css";
import * as styles from "./Sidebar.module.css";

/**
 * The mobile slide-in menu under the ~91 px header: the same entries as the top navigation, the
 * two groups as a single-open accordion (a group can be closed again), and language buttons.
 * Served closed; src/islands/shell/sidebar.ts opens it, locks the page and runs the accordion.
 */
export function Sidebar() {
  const { t, language, originalPath } = useI18next();
  return (
    <div className={styles.root} data-open="false" hidden data-sidebar="">
      <div className={styles.backdrop} aria-hidden="true" data-sidebar-backdrop="" />
      <div id={SIDEBAR_ID} className={styles.panel} role="region" aria-label={t("sidebar.label")}>
        <nav aria-label={t("nav.label")}>
          <ul className={styles.list}>
            {NAVIGATION.map((entry) =>
              isGroup(entry) ? (
                <AccordionGroup key={entry.id} group={entry} />
              ) : (
                <li key={entry.to}>
                  <LocalizedLink to={entry.to} className={navStyles.row}>
                    {t(entry.label)}
                  </LocalizedLink>
                </li>
              ),
            )}
            <li hidden data-admin-only="">
              <a href={DASHBOARD_PATH} className={navStyles.row}>
                {t("nav.dashboard")}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.languages} role="group" aria-label={t("sidebar.languages")}>
          {LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              data-language-href={localizedPath(originalPath, code)}
              className={styles.languageButton}
              aria-pressed={code === language}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function AccordionGroup({ group }: { group: NavGroup }) {
  const { t } = useI18next();
  const panelId = useId();
  const links = group.to
    ? [{ to: group.to, label: "nav.productsOverview" }, ...group.links]
    : group.links;
  return (
    <li data-sidebar-group="">
      <button type="button" className={navStyles.row} aria-expanded="false" aria-controls={panelId}>
        {t(group.label)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.sublist} hidden>
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={navStyles.subRow}>
              {t(link.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
