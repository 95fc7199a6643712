import { useTranslation } from "gatsby-plugin-react-i18next";
import { listPagePath, pageLinks } from "../../lib/pagination";
import { LocalizedLink } from "./LocalizedLink";
import * as styles from "./Pagination.module.css";

interface Props {
  basePath: string;
  currentPage: number;
  pageCount: number;
}

/**
 * The pages of a long list: previous, a few numbers around the current one (the first and last
 * always), next. Plain links: every page is its own static HTML, crawlable and usable without
 * scripts. Nothing is shown when the list fits on one page.
 */
export function Pagination({ basePath, currentPage, pageCount }: Props) {
  const { t } = useTranslation("common");
  if (pageCount <= 1) return null;
  const link = (page: number) => listPagePath(basePath, page);
  return (
    <nav className={styles.nav} aria-label={t("pagination.label")}>
      <ul className={styles.list}>
        {currentPage > 1 && (
          <li>
            <LocalizedLink to={link(currentPage - 1)} className={styles.step}>
              {t("pagination.previous")}
            </LocalizedLink>
          </li>
        )}
        {pageLinks(currentPage, pageCount).map((entry, index) =>
          "gap" in entry ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <LocalizedLink
                to={link(entry.page)}
                className={styles.page}
                aria-label={t("pagination.page", { page: entry.page })}
                aria-current={entry.page === currentPage ? "page" : undefined}
              >
                {entry.page}
              </LocalizedLink>
            </li>
          ),
        )}
        {currentPage < pageCount && (
          <li>
            <LocalizedLink to={link(currentPage + 1)} className={styles.step}>
              {t("pagination.next")}
            </LocalizedLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
