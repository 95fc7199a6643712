import type { ComponentType } from "react";
import { within } from "@testing-library/react";
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
  ["/news/", NewsPage, { news: { nodes: NEWS } }],
  ["/gallery/", GalleryPage, { gallery: { nodes: GALLERY } }],
];

describe.each(LISTS)("%s", (path, Page, data) => {
  it.each(LANGUAGES)(
    "fetches the first card's picture at once and first, the rest lazily (%s)",
    async (language) => {
      const pageContext = listPages(path, 3)[0];
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

describe.each(LISTS)("%s, page 2 of 10", (path, Page, data) => {
  it.each(LANGUAGES)("links the previous, next and nearby pages (%s)", async (language) => {
    const pageContext = listPages(path, 120)[1];
    const main = await showPage(Page, { language, path: `${path}2/`, data, pageContext });
    const nav = within(main).getByRole("navigation", {
      name: message(language, "common", "pagination.label"),
    });
    const href = (name: string) => within(nav).getByRole("link", { name }).getAttribute("href");
    const pageName = (page: number) =>
      message(language, "common", "pagination.page").replace("{{page}}", String(page));
    expect(href(message(language, "common", "pagination.previous"))).toBe(
      localized(language, path),
    );
    expect(href(message(language, "common", "pagination.next"))).toBe(
      localized(language, `${path}3/`),
    );
    expect(within(nav).getByRole("link", { name: pageName(2) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // 1 2 3 … 10: the page's neighbours and the last page, with a gap between.
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      message(language, "common", "pagination.previous"),
      "1",
      "2",
      "3",
      "10",
      message(language, "common", "pagination.next"),
    ]);
  });
});

it("shows no page links when the list fits on one page", async () => {
  const main = await showPage(NewsPage, {
    language: "en",
    path: "/news/",
    data: { news: { nodes: NEWS } },
    pageContext: listPages("/news/", NEWS.length)[0],
  });
  expect(within(main).queryByRole("navigation")).toBeNull();
});
