import { useId } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { NavGroup, NavLink } from "../../lib/navigation";
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
        <TopNavLink
          link={{ to: group.to, label: group.label }}
          className={`${navStyles.barItem} ${styles.groupLink}`}
        />
      )}
      <button
        type="button"
        className={group.to ? `${navStyles.barItem} ${styles.toggle}` : navStyles.barItem}
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
            <TopNavLink link={link} className={navStyles.menuLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A link of the top navigation (an entry, a group's own page, a group's link), marked on its page. */
export function TopNavLink({ link, className }: { link: NavLink; className: string | undefined }) {
  const { t } = useTranslation("common");
  return (
    <LocalizedLink to={link.to} className={className} activeClassName={styles.active}>
      {t(link.label)}
    </LocalizedLink>
  );
}
