import { useId } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { NavGroup } from "../../lib/navigation";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as navStyles from "./Nav.module.css";
import * as styles from "./TopNav.module.css";

/**
 * A top-navigation group (Applications, Products), served closed: src/islands/shell/nav.ts opens
 * it on hover, and by keyboard or touch through its button (disclosure pattern).
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation("common");
  const menuId = useId();
  return (
    <li className={styles.group} data-nav-group="">
      {group.to && (
        // Spec deviation asked for by issue 18: the dropdown holds exactly the spec's entries, and
        // the group's own label leads to its overview page, which keyboard and touch users need.
        <LocalizedLink
          to={group.to}
          className={`${styles.item} ${styles.groupLink}`}
          activeClassName={styles.active}
        >
          {t(group.label)}
        </LocalizedLink>
      )}
      <button
        type="button"
        className={group.to ? `${styles.item} ${styles.toggle}` : styles.item}
        aria-label={group.to ? t("nav.groupMenu", { group: t(group.label) }) : undefined}
        aria-expanded="false"
        aria-controls={menuId}
      >
        {!group.to && t(group.label)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden>
        {group.links.map((link) => (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              className={navStyles.menuLink}
              activeClassName={styles.active}
            >
              {t(link.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
