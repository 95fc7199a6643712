import {
  LIST_PAGE_SIZE,
  listPagePath,
  listPages,
  neighbours,
  pageLinks,
  type ListPageContext,
} from "../src/lib/pagination";

const numbers = (links: ReturnType<typeof pageLinks>) =>
  links.map((link) => ("gap" in link ? "…" : link.page));

/** Ids "n1".."nN", newest first: "nN" is the newest. */
const items = (count: number) => Array.from({ length: count }, (_, i) => `n${count - i}`);

describe("listPages", () => {
  it("keeps the front page at the list's own path and numbers the rest under it", () => {
    expect(listPagePath("/news/", 0)).toBe("/news/");
    expect(listPagePath("/news/", 2)).toBe("/news/2/");
    expect(listPagePath("/gallery/", 84)).toBe("/gallery/84/");
  });

  it("makes one page for an empty list, so the list says there is nothing yet", () => {
    expect(listPages("/news/", [])).toEqual([{ basePath: "/news/", page: 0, ids: [], top: 0 }]);
  });

  it("shows the newest on the front page, and numbers the older pages from the oldest", () => {
    const pages = listPages("/news/", items(30), 12);
    expect(pages.map((page) => [page.page, page.ids[0], page.ids.at(-1), page.top])).toEqual([
      [0, "n30", "n19", 2],
      [1, "n12", "n1", 0],
      [2, "n18", "n13", 2],
    ]);
    expect(listPages("/news/", items(24), 12).map((page) => page.ids.length)).toEqual([12, 12]);
  });

  it("changes only the front and the highest numbered page when an item is published", () => {
    const before = listPages("/news/", items(10_000));
    for (const added of [1, 2, 12]) {
      const after = listPages("/news/", items(10_000 + added));
      const changed = after.filter(
        (page) => JSON.stringify(page) !== JSON.stringify(before[page.page]),
      );
      // The front page, the highest page (new items) and, once it is full, a new one.
      expect(changed.length).toBeLessThanOrEqual(3);
      expect(changed.map((page) => page.page)).toContain(0);
    }
  });

  it("never puts more than a page size of items on a page, however many there are", () => {
    const pages = listPages("/news/", items(10_000));
    expect(pages).toHaveLength(Math.ceil(10_000 / LIST_PAGE_SIZE));
    expect(Math.max(...pages.map((page) => page.ids.length))).toBe(LIST_PAGE_SIZE);
    expect(new Set(pages.flatMap((page) => page.ids)).size).toBe(10_000);
  });
});

describe("page links", () => {
  const at = (page: number, top: number): Pick<ListPageContext, "page" | "top"> => ({
    page,
    // As listPages gives it: known only on the front page and the highest page.
    top: page === 0 || page === top ? top : 0,
  });

  it("lists every page of a short list, highest first", () => {
    expect(numbers(pageLinks(at(0, 1)))).toEqual([1]);
    expect(numbers(pageLinks(at(2, 4)))).toEqual([3, 2, 1]);
    expect(numbers(pageLinks(at(4, 4)))).toEqual([4, 3, 2, 1]);
  });

  it("shows the current page's neighbours and page 1, with gaps between", () => {
    expect(numbers(pageLinks(at(0, 833)))).toEqual([833, "…", 1]);
    expect(numbers(pageLinks(at(833, 833)))).toEqual([833, 832, "…", 1]);
    expect(numbers(pageLinks(at(400, 833)))).toEqual([401, 400, 399, "…", 1]);
    expect(numbers(pageLinks(at(4, 10)))).toEqual([5, 4, 3, 2, 1]);
  });

  it("links previous to the newer page and next to the older one", () => {
    expect(neighbours(at(0, 833))).toEqual({ newer: null, older: 833 });
    expect(neighbours(at(833, 833))).toEqual({ newer: 0, older: 832 });
    expect(neighbours(at(400, 833))).toEqual({ newer: 401, older: 399 });
    expect(neighbours(at(1, 833))).toEqual({ newer: 2, older: null });
    expect(neighbours(at(0, 0))).toEqual({ newer: null, older: null });
  });

  it("stays short whatever the page count", () => {
    for (const current of [0, 1, 2, 417, 832, 833]) {
      expect(pageLinks(at(current, 833)).length).toBeLessThanOrEqual(5);
    }
  });
});
