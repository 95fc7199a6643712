/**
 * News and gallery list pages: the first page at the list's own path ("/news/"), the following
 * ones under it by number ("/news/2/"), so the spec's route keeps its URL and every page is static.
 */

/** Cards per list page: fills a three-, two- and one-column grid evenly. */
export const LIST_PAGE_SIZE = 12;

/** What a list page's template gets in its context (Gatsby passes skip/limit to the page query). */
export interface ListPageContext {
  /** 1-based. */
  currentPage: number;
  pageCount: number;
  skip: number;
  limit: number;
  /** The first page's path ("/news/"): the other pages and the page links derive from it. */
  basePath: string;
}

/** The path of page `page` of the list at `basePath` ("/news/", 1 -> "/news/", 2 -> "/news/2/"). */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${page}/`;
}

/** One context per page; an empty list still has its first page (it says there is nothing yet). */
export function listPages(
  basePath: string,
  itemCount: number,
  pageSize = LIST_PAGE_SIZE,
): ListPageContext[] {
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    currentPage: index + 1,
    pageCount,
    skip: index * pageSize,
    limit: pageSize,
    basePath,
  }));
}

/** A numbered link, or a gap ("…") between numbers that are not neighbours. */
export type PageLink = { page: number } | { gap: true };

/**
 * The page numbers a list's navigation shows: the first and last pages, and `around` pages on
 * each side of the current one, with a gap where numbers are skipped. Bounded whatever the
 * page count (at most 2 * around + 5 entries), so page 400 of 834 stays a short list of links.
 */
export function pageLinks(currentPage: number, pageCount: number, around = 1): PageLink[] {
  const shown = new Set([1, pageCount]);
  for (let page = currentPage - around; page <= currentPage + around; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const numbers = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  numbers.forEach((page, index) => {
    const previous = numbers[index - 1];
    // A gap of one page shows that page instead of "…": the gap would hide nothing shorter.
    if (previous !== undefined && page - previous === 2) links.push({ page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) links.push({ gap: true });
    links.push({ page });
  });
  return links;
}
