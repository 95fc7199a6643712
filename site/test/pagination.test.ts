import { LIST_PAGE_SIZE, listPagePath, listPages, pageLinks } from "../src/lib/pagination";

const numbers = (links: ReturnType<typeof pageLinks>) =>
  links.map((link) => ("gap" in link ? "…" : link.page));

describe("listPages", () => {
  it("keeps the first page at the list's own path and numbers the rest under it", () => {
    expect(listPagePath("/news/", 1)).toBe("/news/");
    expect(listPagePath("/news/", 2)).toBe("/news/2/");
    expect(listPagePath("/gallery/", 84)).toBe("/gallery/84/");
  });

  it("makes one page for an empty list, so the list says there is nothing yet", () => {
    expect(listPages("/news/", 0)).toEqual([
      { currentPage: 1, pageCount: 1, skip: 0, limit: LIST_PAGE_SIZE, basePath: "/news/" },
    ]);
  });

  it("splits items into pages of the page size, the last one holding the rest", () => {
    const pages = listPages("/news/", 25, 12);
    expect(pages.map((page) => [page.currentPage, page.skip, page.limit])).toEqual([
      [1, 0, 12],
      [2, 12, 12],
      [3, 24, 12],
    ]);
    expect(pages.every((page) => page.pageCount === 3)).toBe(true);
    expect(listPages("/news/", 24, 12)).toHaveLength(2);
  });

  it("never puts more than a page size of items on a page, however many there are", () => {
    const pages = listPages("/news/", 10_000);
    expect(pages).toHaveLength(Math.ceil(10_000 / LIST_PAGE_SIZE));
    expect(Math.max(...pages.map((page) => page.limit))).toBe(LIST_PAGE_SIZE);
    expect(pages.at(-1)!.skip).toBeLessThan(10_000);
  });
});

describe("pageLinks", () => {
  it("lists every page of a short list", () => {
    expect(numbers(pageLinks(1, 1))).toEqual([1]);
    expect(numbers(pageLinks(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, the last and the current page's neighbours, with gaps between", () => {
    expect(numbers(pageLinks(1, 834))).toEqual([1, 2, "…", 834]);
    expect(numbers(pageLinks(400, 834))).toEqual([1, "…", 399, 400, 401, "…", 834]);
    expect(numbers(pageLinks(834, 834))).toEqual([1, "…", 833, 834]);
  });

  it("shows a single skipped page instead of a gap that would hide only it", () => {
    expect(numbers(pageLinks(4, 10))).toEqual([1, 2, 3, 4, 5, "…", 10]);
    expect(numbers(pageLinks(7, 10))).toEqual([1, "…", 6, 7, 8, 9, 10]);
  });

  it("stays short whatever the page count", () => {
    for (const current of [1, 2, 417, 833, 834]) {
      expect(pageLinks(current, 834).length).toBeLessThanOrEqual(7);
    }
  });
});
