import { useCallback, useState } from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { useIsAdmin } from "../../lib/useIsAdmin";
import { LocalizedLink } from "../ui/LocalizedLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MenuButton } from "./MenuButton";
import { Sidebar } from "./Sidebar";
import { TopNav } from "./TopNav";
import * as styles from "./Header.module.css";

/** Logo, top navigation, language switch and, on small screens, the hamburger and sidebar. */
export function Header() {
  const { t } = useTranslation("common");
  const isAdmin = useIsAdmin();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalizedLink to="/" className={styles.brand} aria-label={t("brand.homeLink")}>
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span className={styles.brandName} lang="en">
            {t("brand.name")}
          </span>
        </LocalizedLink>
        <TopNav isAdmin={isAdmin} />
        <div className={styles.tools}>
          <LanguageSwitcher />
          <MenuButton open={sidebarOpen} onToggle={() => setSidebarOpen((open) => !open)} />
        </div>
      </div>
      <Sidebar open={sidebarOpen} onClose={closeSidebar} isAdmin={isAdmin} />
    </header>
  );
}
