import { useTranslation } from "gatsby-plugin-react-i18next";
import { DASHBOARD_PATH, NAVIGATION, isGroup } from "../../lib/navigation";
import * as navStyles from "./Nav.module.css";
import { NavDropdown, TopNavLink } from "./NavDropdown";
import * as styles from "./TopNav.module.css";

/** The desktop navigation in the spec's order; Dashboard only for admins (shown by the admin check). */
export function TopNav() {
  const { t } = useTranslation("common");
  return (
    <nav className={styles.nav} aria-label={t("nav.label")}>
      <ul className={styles.list}>
        {NAVIGATION.map((entry) =>
          isGroup(entry) ? (
            <NavDropdown key={entry.id} group={entry} />
          ) : (
            <li key={entry.to}>
              <TopNavLink link={entry} className={navStyles.barItem} />
            </li>
          ),
        )}
        <li hidden data-admin-only="">
          <a href={DASHBOARD_PATH} className={navStyles.barItem}>
            {t("nav.dashboard")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
