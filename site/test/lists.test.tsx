import type { ComponentType } from "react";
import { cleanup, within } from "@testing-library/react";
import { listPages } from "../src/lib/pagination";
import GalleryPage from "../src/templates/gallery-list";
import NewsPage from "../src/templates/news-list";
import { IMAGE, LANGUAGES, localized, message, showPage } from "./content-render";

const text = (en: string) => ({ en, ar: en, ru: en });
const cover = { alt: text("A picture"), image: IMAGE };

const NEWS = [1, 2, 3].map((n) => ({
  id: `news-${n}`,
  slug: `news-${n}`,
  title: text(`News ${n}`),
  excerpt: text(`Excerpt ${n}`),
  publishedAt: `2026-0${n}-01T00:00:00.000Z`,
  cover,
}));

const GALLERY = [1, 2, 3].map((n) => ({
  id: `gallery-${n}`,
  slug: `gallery-${n}`,
  title: text(`Gallery ${n}`),
  description: text(`Description ${n}`),
  publishedAt: `2026-0${n}-01T00:00:00.000Z`,
  pictureCount: n,
  cover,
}));

const LISTS: [string, ComponentType<never>, object][] = [
  ["/news/", NewsPage, { news: NEWS }],
  ["/gallery/", GalleryPage, { gallery: GALLERY }],
];

describe.each(LISTS)("%s", (path, Page, data) => {
  it.each(LANGUAGES)(
    "fetches the first card's picture at once and first, the rest lazily (%s)",
    async (language) => {
      const pageContext = listPages(path, ["a", "b", "c"])[0];
      const main = await showPage(Page, { language, path, data, pageContext });
      const pictures = within(main)
        .getAllByRole("article")
        .map((card) => within(card).getByRole("img"));
      // The first card's picture is a phone's largest paint: a lazy one waits for layout.
      expect(pictures.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
      expect(pictures[0]).toHaveAttribute("fetchpriority", "high");
      expect(pictures[1]).not.toHaveAttribute("fetchpriority");
    },
  );
});

/** Ids of `count` items, newest first. */
const ids = (count: number) => Array.from({ length: count }, (_, i) => `item-${count - i}`);

describe.each(LISTS)("%s, page 5 of the 9 numbered from the oldest", (path, Page, data) => {
  it.each(LANGUAGES)("links the newer, older, front and nearby pages (%s)", async (language) => {
    // 120 items: the newest 12 on the front page, the 108 older on pages 1 (oldest) to 9.
    const pageContext = listPages(path, ids(120))[5]!;
    expect(pageContext.page).toBe(5);
    const main = await showPage(Page, { language, path: `${path}5/`, data, pageContext });
    const nav = within(main).getByRole("navigation", {
      name: message(language, "common", "pagination.label"),
    });
    const href = (name: string) => within(nav).getByRole("link", { name }).getAttribute("href");
    const pageName = (page: number) =>
      message(language, "common", "pagination.page").replace("{{page}}", String(page));
    expect(href(message(language, "common", "pagination.previous"))).toBe(
      localized(language, `${path}6/`),
    );
    expect(href(message(language, "common", "pagination.newest"))).toBe(localized(language, path));
    expect(href(message(language, "common", "pagination.next"))).toBe(
      localized(language, `${path}4/`),
    );
    expect(within(nav).getByRole("link", { name: pageName(5) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Newest 6 5 4 … 1: the page's neighbours and the oldest page, with a gap between.
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      message(language, "common", "pagination.previous"),
      message(language, "common", "pagination.newest"),
      "6",
      "5",
      "4",
      "1",
      message(language, "common", "pagination.next"),
    ]);
  });

  it("links the front page to the highest numbered page, and that one back to the front", async () => {
    const pages = listPages(path, ids(120));
    const navOf = async (index: number, at: string) => {
      const main = await showPage(Page, {
        language: "en",
        path: at,
        data,
        pageContext: pages[index],
      });
      return within(main).getByRole("navigation", { name: "Pages" });
    };
    const front = await navOf(0, path);
    expect(within(front).getByRole("link", { name: "Newest" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(front).queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(within(front).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      `${path}9/`,
    );
    cleanup();
    const highest = await navOf(9, `${path}9/`);
    expect(within(highest).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      path,
    );
  });
});

it("shows no page links when the list fits on one page", async () => {
  const main = await showPage(NewsPage, {
    language: "en",
    path: "/news/",
    data: { news: NEWS },
    pageContext: listPages("/news/", ids(NEWS.length))[0],
  });
  expect(within(main).queryByRole("navigation")).toBeNull();
});
