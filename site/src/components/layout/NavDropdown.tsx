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

  const links = group.to
    ? [{ to: group.to, label: "nav.productsOverview" }, ...group.links]
    : group.links;

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
      <button
        ref={button}
        type="button"
        className={styles.item}
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
        {t(group.label)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
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
