/**
 * News and gallery list pages. The front page at the list's own path ("/news/") shows the newest
 * items; the others are numbered from the oldest: "/news/1/" holds the oldest LIST_PAGE_SIZE
 * items, "/news/2/" the next ones, and the highest number the items between those and the front
 * page. Publishing an item changes the front page and the highest numbered page (or adds one);
 * every other page keeps its items, its number and its links, so a site build need not make it
 * again (numbered from the newest, all 834 pages of 10,000 news moved by one item on every
 * publish).
 */

/** Cards per list page: fills a three-, two- and one-column grid evenly. */
export const LIST_PAGE_SIZE = 12;

/** What a list page's template gets in its context. */
export interface ListPageContext {
  /** The front page's path ("/news/"): the other pages and the page links derive from it. */
  basePath: string;
  /** 0 for the front page; n >= 1 for the page numbered n from the oldest. */
  page: number;
  /** The page's items, newest first: the page query reads them by id. */
  ids: string[];
  /**
   * The highest page number, on the two pages whose links depend on it: the front page and that
   * page itself. 0 on the others, so their context (and so their query and HTML) stays the same
   * as the list grows.
   */
  top: number;
}

/** The path of page `page` of the list at `basePath` ("/news/", 0 -> "/news/", 2 -> "/news/2/"). */
export function listPagePath(basePath: string, page: number): string {
  return page < 1 ? basePath : `${basePath}${page}/`;
}

/**
 * One context per page for the items `ids` (newest first). An empty list still has its front
 * page (it says there is nothing yet).
 */
export function listPages(
  basePath: string,
  ids: readonly string[],
  pageSize = LIST_PAGE_SIZE,
): ListPageContext[] {
  const oldestFirst = ids.slice(pageSize).reverse();
  const top = Math.ceil(oldestFirst.length / pageSize);
  const pages: ListPageContext[] = [{ basePath, page: 0, ids: ids.slice(0, pageSize), top }];
  for (let page = 1; page <= top; page += 1) {
    const items = oldestFirst.slice((page - 1) * pageSize, page * pageSize).reverse();
    pages.push({ basePath, page, ids: items, top: page === top ? top : 0 });
  }
  return pages;
}

/** The page a visitor reaches by "previous" (newer items) and "next" (older); null for none. */
export function neighbours({ page, top }: Pick<ListPageContext, "page" | "top">): {
  newer: number | null;
  older: number | null;
} {
  if (page === 0) return { newer: null, older: top >= 1 ? top : null };
  return { newer: page === top ? 0 : page + 1, older: page > 1 ? page - 1 : null };
}

/** A numbered link, or a gap ("…") between numbers that are not neighbours. */
export type PageLink = { page: number } | { gap: true };

/**
 * The page numbers a list's navigation shows after its link to the front page, highest first:
 * the current page and its neighbours, and page 1, with a gap where numbers are skipped. What a
 * numbered page shows depends on its own number only (and, on the highest page, on being that
 * one), never on how many pages there are. At most 5 entries, whatever the page count.
 */
export function pageLinks({ page, top }: Pick<ListPageContext, "page" | "top">): PageLink[] {
  const shown = new Set(page === 0 ? [top, 1] : [page + 1, page, page - 1, 1]);
  const numbers = [...shown]
    .filter((number) => number >= 1 && (page === 0 || page === top ? number <= top : true))
    .sort((a, b) => b - a);
  const links: PageLink[] = [];
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1];
    // A gap of one page shows that page instead of "…": the gap would hide nothing shorter.
    if (previous !== undefined && previous - number === 2) links.push({ page: number + 1 });
    else if (previous !== undefined && previous - number > 2) links.push({ gap: true });
    links.push({ page: number });
  });
  return links;
}
