import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { NavGroup } from "../../lib/navigation";
import { useDismiss } from "../../lib/useDismiss";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as styles from "./TopNav.module.css";

/**
 * A top-navigation group (Applications, Products): opens on hover, and by keyboard or touch
 * through its button (disclosure pattern); Escape and an outside click close it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((reason: "outside" | "escape") => {
    setOpen(false);
    if (reason === "escape") button.current?.focus();
  }, []);
  useDismiss(root, open, close);

  return (
    <li
      ref={root}
      className={styles.group}
      data-nav-group=""
      // Hover opens for a mouse only: a tap also "enters", and would undo its own click.
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
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
        ref={button}
        type="button"
        className={group.to ? `${styles.item} ${styles.toggle}` : styles.item}
        aria-label={group.to ? t("nav.groupMenu", { group: t(group.label) }) : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => root.current?.querySelector<HTMLElement>("ul a")?.focus());
          }
        }}
      >
        {!group.to && t(group.label)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              className={styles.menuLink}
              activeClassName={styles.active}
              onClick={() => setOpen(false)}
            >
              {t(link.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
