import { NavLink } from "react-router-dom";
import { Icon, type IconName } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";

const LINKS: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: paths.desk.getHref(), label: "Desk", icon: "desk", end: true },
  { to: paths.news.list.getHref(), label: "News", icon: "news" },
  { to: paths.gallery.list.getHref(), label: "Gallery", icon: "gallery" },
  { to: paths.inbox.getHref(), label: "Inbox", icon: "inbox" },
  { to: paths.builds.getHref(), label: "Builds", icon: "builds" },
  { to: paths.audit.getHref(), label: "Audit log", icon: "audit" },
];

export function Sidebar() {
  const { collapsed, toggle } = useSidebarCollapsed();
  return (
    <nav className={`sidebar${collapsed ? " sidebar--collapsed" : ""}`} aria-label="Dashboard">
      {/* The spec's order: Home, Desk, News, Gallery (then Inbox and Builds), the toggle, Logout. */}
      <ul className="sidebar__list">
        <li>
          {/* The public site is another app: a plain link, a full page load. */}
          <a className="sidebar__link" href={paths.site.home}>
            <Icon name="home" />
            <span className="sidebar__label">Home</span>
          </a>
        </li>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="sidebar__link" to={link.to} end={link.end}>
              <Icon name={link.icon} />
              <span className="sidebar__label">{link.label}</span>
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
            <span className="sidebar__label">Collapse sidebar</span>
          </button>
        </li>
        <li>
          <LogoutButton className="sidebar__link" />
        </li>
      </ul>
    </nav>
  );
}
