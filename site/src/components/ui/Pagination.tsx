import { useTranslation } from "gatsby-plugin-react-i18next";
import { listPagePath, neighbours, pageLinks, type ListPageContext } from "../../lib/pagination";
import { LocalizedLink } from "./LocalizedLink";
import * as styles from "./Pagination.module.css";

type Props = Pick<ListPageContext, "basePath" | "page" | "top">;

/**
 * The pages of a long list: previous (newer), the front page with the newest items, a few
 * numbers around the current one (page 1, the oldest, always), next (older). Plain links: every
 * page is its own static HTML, crawlable and usable without scripts. Nothing is shown when the
 * list fits on one page.
 */
export function Pagination({ basePath, page, top }: Props) {
  const { t } = useTranslation("common");
  const { newer, older } = neighbours({ page, top });
  if (newer === null && older === null) return null;
  const link = (number: number) => listPagePath(basePath, number);
  return (
    <nav className={styles.nav} aria-label={t("pagination.label")}>
      <ul className={styles.list}>
        {newer !== null && (
          <li>
            <LocalizedLink to={link(newer)} className={styles.step}>
              {t("pagination.previous")}
            </LocalizedLink>
          </li>
        )}
        <li>
          <LocalizedLink
            to={link(0)}
            className={styles.step}
            aria-current={page === 0 ? "page" : undefined}
          >
            {t("pagination.newest")}
          </LocalizedLink>
        </li>
        {pageLinks({ page, top }).map((entry, index) =>
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
                aria-current={entry.page === page ? "page" : undefined}
              >
                {entry.page}
              </LocalizedLink>
            </li>
          ),
        )}
        {older !== null && (
          <li>
            <LocalizedLink to={link(older)} className={styles.step}>
              {t("pagination.next")}
            </LocalizedLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
