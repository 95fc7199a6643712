import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as styles from "./Footer.module.css";

const FOOTER_LINKS = [
  { to: "/about/", label: "nav.about" },
  { to: "/products/", label: "nav.products" },
  { to: "/faq/", label: "nav.faq" },
  { to: "/contact/", label: "nav.contact" },
];

/** Company line, a few links and the 2025 copyright line. */
export function Footer() {
  const { t } = useTranslation("common");
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name} lang="en">
            {t("brand.name")}
          </p>
          <p>{t("brand.tagline")}</p>
          <p>{t("footer.address")}</p>
        </div>
        <nav aria-label={t("footer.navLabel")}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t("footer.copyright")}</p>
    </footer>
  );
}
