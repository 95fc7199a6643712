import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocalizedLink } from "../ui/LocalizedLink";
import { BrandMark } from "./BrandMark";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MenuButton } from "./MenuButton";
import { Sidebar } from "./Sidebar";
import { TopNav } from "./TopNav";
import * as styles from "./Header.module.css";

/**
 * Logo, top navigation, language switch and, on small screens, the hamburger and sidebar, as the
 * build serves them (menus closed, the Dashboard entries hidden); src/islands/shell adds their
 * behaviour and the admin check.
 */
export function Header() {
  const { t } = useTranslation("common");

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <LocalizedLink to="/" className={styles.brand} aria-label={t("brand.homeLink")}>
          <BrandMark />
          <span className={styles.brandName} lang="en">
            {t("brand.name")}
          </span>
        </LocalizedLink>
        <TopNav />
        <div className={styles.tools}>
          <LanguageSwitcher />
          <MenuButton />
        </div>
      </div>
      <Sidebar />
    </header>
  );
}
