import { useEffect, useId, useRef, useState } from "react";
import { useI18next } from "gatsby-plugin-react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, localizedPath } from "../../lib/languages";
import { DASHBOARD_PATH, NAVIGATION, isGroup, type NavGroup } from "../../lib/navigation";
import { useChangeLanguage } from "../../lib/useChangeLanguage";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as styles from "./Sidebar.module.css";

interface Props {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
}

/**
 * The mobile slide-in menu under the ~91 px header: the same entries as the top navigation, the
 * two groups as a single-open accordion (a group can be closed again), and language buttons.
 */
export function Sidebar({ open, onClose, isAdmin }: Props) {
  const { t, language, originalPath } = useI18next();
  const changeLanguage = useChangeLanguage();
  const [expanded, setExpanded] = useState<NavGroup["id"] | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.body.classList.toggle("scroll-locked", open);
    if (open) panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    return () => document.body.classList.remove("scroll-locked");
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <div className={styles.root} data-open={open} hidden={!open} data-sidebar="">
      <div
        className={styles.backdrop}
        onClick={onClose}
        aria-hidden="true"
        data-sidebar-backdrop=""
      />
      <div
        ref={panel}
        id="site-sidebar"
        className={styles.panel}
        role="region"
        aria-label={t("sidebar.label")}
      >
        <nav aria-label={t("nav.label")}>
          <ul className={styles.list}>
            {NAVIGATION.map((entry) =>
              isGroup(entry) ? (
                <AccordionGroup
                  key={entry.id}
                  group={entry}
                  expanded={expanded === entry.id}
                  onToggle={() => setExpanded((id) => (id === entry.id ? null : entry.id))}
                  onNavigate={onClose}
                />
              ) : (
                <li key={entry.to}>
                  <LocalizedLink to={entry.to} className={styles.link} onClick={onClose}>
                    {t(entry.label)}
                  </LocalizedLink>
                </li>
              ),
            )}
            <li hidden={!isAdmin} data-admin-only="">
              <a href={DASHBOARD_PATH} className={styles.link}>
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
              onClick={() => {
                onClose();
                changeLanguage(code);
              }}
            >
              {LANGUAGE_NAMES[code]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

interface GroupProps {
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function AccordionGroup({ group, expanded, onToggle, onNavigate }: GroupProps) {
  const { t } = useI18next();
  const panelId = useId();
  const links = group.to
    ? [{ to: group.to, label: "nav.productsOverview" }, ...group.links]
    : group.links;
  return (
    <li data-sidebar-group="">
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {t(group.label)}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.sublist} hidden={!expanded}>
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className={styles.sublink} onClick={onNavigate}>
              {t(link.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
