import type { ComponentType } from "react";
import { mount as mountAccordion } from "../src/islands/accordion";
import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AboutPage from "../src/pages/about";
import ConstructionPage from "../src/pages/construction";
import FaqPage from "../src/pages/faq";
import InfrastructurePage from "../src/pages/infrastructure";
import LecaBlocksPage from "../src/pages/leca-blocks";
import LecaConcretePage from "../src/pages/leca-concrete";
import LecaPage from "../src/pages/light-expanded-clay-aggregate";
import LecamixPage from "../src/pages/lecamix";
import LecaponPage from "../src/pages/lecapon";
import ProductsPage from "../src/pages/products";
import WaterManagementPage from "../src/pages/water-management";
import {
  IMAGE,
  LANGUAGES,
  NBSP,
  localized,
  message,
  sectionNamed,
  showPage,
} from "./content-render";

const PAGES: [string, ComponentType<never>, string][] = [
  ["/about/", AboutPage, "about"],
  ["/infrastructure/", InfrastructurePage, "infrastructure"],
  ["/construction/", ConstructionPage, "construction"],
  ["/water-management/", WaterManagementPage, "water-management"],
  ["/products/", ProductsPage, "products"],
  ["/light-expanded-clay-aggregate/", LecaPage, "leca"],
  ["/lecapon/", LecaponPage, "lecapon"],
  ["/leca-blocks/", LecaBlocksPage, "leca-blocks"],
  ["/lecamix/", LecamixPage, "lecamix"],
  ["/leca-concrete/", LecaConcretePage, "leca-concrete"],
  ["/faq/", FaqPage, "faq"],
];

const PAGE_CASES = PAGES.flatMap((page) =>
  LANGUAGES.map((language) => [...page, language] as const),
);

describe.each(PAGE_CASES)("%s", (path, Page, namespace, language) => {
  it(`has one h1, headings in order and a way to the contact form (${language})`, async () => {
    const main = await showPage(Page, {
      language,
      path,
      data: { image: null, images: { nodes: [] } },
    });
    const headings = within(main).getAllByRole("heading");
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) =>
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1),
    );
    const cta = sectionNamed(main, message(language, namespace, "cta.heading"));
    expect(within(cta).getByRole("link")).toHaveAttribute("href", localized(language, "/contact/"));
  });
});

const APPLICATIONS: [string, ComponentType<never>, string, number][] = [
  ["/infrastructure/", InfrastructurePage, "infrastructure", 11],
  ["/construction/", ConstructionPage, "construction", 11],
  ["/water-management/", WaterManagementPage, "water-management", 7],
];

const APPLICATION_CASES = APPLICATIONS.flatMap((page) =>
  LANGUAGES.map((language) => [...page, language] as const),
);

describe.each(APPLICATION_CASES)("%s", (path, Page, namespace, count, language) => {
  it(`lists ${count} applications, each a heading and a text, beside its picture (${language})`, async () => {
    const main = await showPage(Page, { language, path, data: { image: IMAGE } });
    const section = sectionNamed(main, message(language, namespace, "itemsHeading"));
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(count);
    for (const item of items) {
      expect(within(item).getByRole("heading", { level: 3 }).textContent).not.toBe("");
      expect(item.querySelector("p")?.textContent).not.toBe("");
    }
    expect(within(main).getByAltText(message(language, namespace, "imageAlt"))).toBeInTheDocument();
  });
});

const MIX = {
  en: ["C40/50", "26% fly ash", "9% microsilica", "400 kg of LECA", "1,800 ± 150 kg/m³"],
  ar: ["C40/50", "26% من الرماد", "9% من السيليكا", "400 كجم من ركام ليكا", "1,800 ± 150 كجم/م³"],
  ru: [
    "C40/50",
    "26% золы-уноса",
    "9% микрокремнезёма",
    `400${NBSP}кг керамзита`,
    `1800${NBSP}±${NBSP}150${NBSP}кг/м³`,
  ],
};

describe.each(LANGUAGES)("/about/ (%s)", (language) => {
  it("tells the reference project by client, consultant, contractor and concrete mix", async () => {
    const main = await showPage(AboutPage, { language, path: "/about/" });
    const section = sectionNamed(main, message(language, "about", "referenceProject.heading"));
    expect(within(section).getAllByRole("term")).toHaveLength(4);
    const mix = within(section).getAllByRole("definition")[3]?.textContent ?? "";
    for (const figure of MIX[language]) expect(mix).toContain(figure);
    for (const key of ["familiarity", "mission", "aboutLeca"]) {
      expect(sectionNamed(main, message(language, "about", `${key}.heading`))).toBeInTheDocument();
    }
  });
});

const PRODUCT_PATHS = [
  "/light-expanded-clay-aggregate/",
  "/lecapon/",
  "/leca-blocks/",
  "/lecamix/",
  "/leca-concrete/",
];

describe.each(LANGUAGES)("/products/ (%s)", (language) => {
  it("shows the five products, each with its picture and a link to its page", async () => {
    const nodes = ["leca", "lecapon", "leca-blocks", "lecamix", "leca-concrete"].map((name) => ({
      name: `product-${name}`,
      ...IMAGE,
    }));
    const main = await showPage(ProductsPage, {
      language,
      path: "/products/",
      data: { images: { nodes } },
    });
    const cards = within(main).getAllByRole("article");
    expect(cards).toHaveLength(5);
    const links = cards.map((card) => within(card).getByRole("link").getAttribute("href"));
    expect(links).toEqual(PRODUCT_PATHS.map((path) => localized(language, path)));
    for (const key of ["leca", "lecapon", "lecaBlocks", "lecamix", "lecaConcrete"]) {
      // Testing Library collapses the alt's whitespace, no-break spaces included (issue 53).
      const alt = message(language, "products", `items.${key}.imageAlt`).replace(/\s+/g, " ");
      expect(within(main).getByAltText(alt));
    }
    // The first picture is on a phone's first screen: fetched at once and first, the rest lazily.
    const pictures = cards.map((card) => within(card).getByRole("img"));
    expect(pictures.map((img) => img.getAttribute("loading"))).toEqual([
      "eager",
      "lazy",
      "lazy",
      "lazy",
      "lazy",
    ]);
    expect(pictures[0]).toHaveAttribute("fetchpriority", "high");
  });
});

const FAQ_ENTRIES = 11;

describe.each(LANGUAGES)("/faq/ (%s)", (language) => {
  it("holds every entry in a single-open accordion, advantages as four lines", async () => {
    const main = await showPage(FaqPage, { language, path: "/faq/" });
    main.querySelectorAll<HTMLElement>("[data-island=accordion]").forEach(mountAccordion);
    const toggles = within(main).getAllByRole("button", { expanded: false });
    expect(toggles).toHaveLength(FAQ_ENTRIES);
    const advantages = within(main).getByRole("button", {
      name: message(language, "faq", "entries.advantages.title"),
    });
    await userEvent.click(advantages);
    const panel = await within(main).findByRole("region", { name: advantages.textContent ?? "" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(4);
    expect(within(main).getAllByRole("button", { expanded: true })).toHaveLength(1);
  });
});
