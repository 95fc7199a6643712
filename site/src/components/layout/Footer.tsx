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

/** The spec's year: it asks for "a copyright line for 2025". */
export const COPYRIGHT_FROM = 2025;

/**
 * The copyright line's years (issue 53): the spec's year, then the build's, "2025–2027" with an
 * en dash; "2025" alone while the build year is 2025 (or a clock reads earlier).
 */
export function copyrightYears(buildYear: string | number): string {
  const year = Number(buildYear);
  return Number.isInteger(year) && year > COPYRIGHT_FROM
    ? `${COPYRIGHT_FROM}\u2013${year}`
    : String(COPYRIGHT_FROM);
}

/**
 * Company line, a few links and the copyright line. Its last year is the build's (Gatsby's
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
      <p className={styles.copyright}>
        {t("footer.copyright", { year: copyrightYears(site.buildTime) })}
      </p>
    </footer>
  );
}
