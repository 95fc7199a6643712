import type { ComponentType } from "react";
import { within } from "@testing-library/react";
import GalleryPage from "../src/pages/gallery";
import NewsPage from "../src/pages/news";
import { IMAGE, LANGUAGES, showPage } from "./content-render";

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
      const main = await showPage(Page, { language, path, data });
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
