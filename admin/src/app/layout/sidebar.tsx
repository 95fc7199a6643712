import { useEffect, useState } from "react";
import { NavLink } from "react-router-dom";
import { m } from "framer-motion";
import { Icon, type IconName } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { LanguagePicker } from "@/features/preferences/components/language-picker";
import { useT, type MessageKey } from "@/i18n";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

const LINKS: { to: string; label: MessageKey; icon: IconName; end?: boolean }[] = [
  { to: paths.desk.getHref(), label: "layout.nav.desk", icon: "desk", end: true },
  { to: paths.news.list.getHref(), label: "layout.nav.news", icon: "news" },
  { to: paths.gallery.list.getHref(), label: "layout.nav.gallery", icon: "gallery" },
  { to: paths.inbox.getHref(), label: "layout.nav.inbox", icon: "inbox" },
  { to: paths.builds.getHref(), label: "layout.nav.builds", icon: "builds" },
  { to: paths.audit.getHref(), label: "layout.nav.audit", icon: "audit" },
  { to: paths.security.getHref(), label: "layout.nav.security", icon: "security" },
];

/**
 * Collapsing: the labels fade out, then the bar narrows and they are hidden visually (screen
 * readers keep them: they name the links). Expanding: the bar widens and the labels fade in.
 */
function useLabelsHidden(collapsed: boolean) {
  const [hidden, setHidden] = useState(collapsed);
  useEffect(() => {
    if (!collapsed) setHidden(false);
  }, [collapsed]);
  return [hidden, () => setHidden(collapsed)] as const;
}

function SidebarLabel(props: { text: string; collapsed: boolean; onFaded: () => void }) {
  return (
    <m.span
      className="sidebar__label"
      initial={false}
      animate={{ opacity: props.collapsed ? 0 : 1 }}
      onAnimationComplete={props.onFaded}
    >
      {props.text}
    </m.span>
  );
}

export function Sidebar() {
  const { collapsed, toggle } = useSidebarCollapsed();
  const [labelsHidden, onFaded] = useLabelsHidden(collapsed);
  const { t } = useT();
  const label = (text: string) => (
    <SidebarLabel text={text} collapsed={collapsed} onFaded={onFaded} />
  );
  return (
    <m.nav
      className={`sidebar${labelsHidden ? " sidebar--collapsed" : ""}`}
      aria-label={t("common.dashboard")}
      initial={false}
      animate={{ width: labelsHidden ? "4rem" : "14rem" }}
    >
      {/* The spec's order: Home, Desk, News, Gallery (then Inbox and Builds), the toggle, Logout
          (the dashboard's language just before it). */}
      <ul className="sidebar__list">
        <li>
          {/* The public site is another app: a plain link, a full page load. */}
          <a className="sidebar__link" href={paths.site.home}>
            <Icon name="home" />
            {label(t("layout.nav.home"))}
          </a>
        </li>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="sidebar__link" to={link.to} end={link.end}>
              <Icon name={link.icon} />
              {label(t(link.label))}
            </NavLink>
          </li>
        ))}
        <li className="sidebar__end">
          <button
            type="button"
            className="sidebar__toggle"
            aria-pressed={collapsed}
            onClick={toggle}
          >
            <Icon name={collapsed ? "expand" : "collapse"} />
            {label(t("layout.collapse"))}
          </button>
        </li>
        <li>
          <LanguagePicker compact={labelsHidden} />
        </li>
        <li>
          <LogoutButton className="sidebar__link sidebar__logout" label={label} />
        </li>
      </ul>
    </m.nav>
  );
}
