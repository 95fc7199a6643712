import { graphql, useStaticQuery } from "gatsby";
import { useI18next, useTranslation } from "gatsby-plugin-react-i18next";
import { localizedPath } from "../../lib/languages";
import { LocalizedLink } from "../ui/LocalizedLink";
import * as styles from "./Footer.module.css";

const FOOTER_LINKS = [
  { to: "/about/", label: "nav.about" },
  { to: "/products/", label: "nav.products" },
  { to: "/faq/", label: "nav.faq" },
  { to: "/contact/", label: "nav.contact" },
];

/**
 * Company line, a few links and the copyright line. Its year is the build's (Gatsby's
 * site.buildTime), not the visitor's clock: the HTML and the hydrated page say the same, and a
 * page built in one year does not change its line on 1 January.
 */
export function Footer() {
  const { t } = useTranslation("common");
  const { language } = useI18next();
  const { site } = useStaticQuery<{
    site: { buildTime: string; siteMetadata: { siteUrl: string } };
  }>(graphql`
    query FooterBuildYear {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  // On paper a link is no link: the contact page's address, written out (issue 21, data sheets).
  const contactUrl = `${site.siteMetadata.siteUrl}${localizedPath("/contact/", language)}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name} lang="en">
            {t("brand.name")}
          </p>
          <p>{t("brand.tagline")}</p>
          <p>{t("footer.address")}</p>
          <p className="print-only">
            {t("figures.contact", { url: "" })}
            <span dir="ltr">{contactUrl}</span>
          </p>
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
      <p className={styles.copyright}>{t("footer.copyright", { year: site.buildTime })}</p>
    </footer>
  );
}
