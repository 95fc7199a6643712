import fs from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { Hero } from "../../src/components/home/Hero";
import { Layout } from "../../src/components/layout/Layout";
import { ARRIVAL_SCRIPT, SWITCH_KEY } from "../../src/islands/arrival";
import { enhanceLanguageSwitch } from "../../src/islands/shell/language";
import { recordNavigations } from "../support/location";
import {
  holdFonts,
  installWebAnimations,
  removeFonts,
  removeMatchMedia,
  removeWebAnimations,
  setReducedMotion,
  type Played,
} from "../support/web-animations";
import { serverMarkup } from "./server-markup";

// The language switch as the browser gets it: the page's server markup, the head script that
// marks an arrival before the first paint, the stylesheet that plays it, and the shell's
// switcher, with no React behind any of it.
const assign = recordNavigations("/contact/#form");
let played: Played[];

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute("data-arrival");
  played = installWebAnimations();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  removeWebAnimations();
  removeMatchMedia();
  removeFonts();
});

async function page(language = "en", originalPath = "/contact/") {
  await serverMarkup(
    <Layout>
      <Hero image={undefined} />
    </Layout>,
    null,
    { language, originalPath },
  );
  enhanceLanguageSwitch(document);
}

const content = () => document.querySelector("[data-animated-content]");

/** Opens the header's language menu (its button is named in the page's language) and picks. */
function choose(language: string) {
  fireEvent.click(document.querySelector<HTMLElement>("[data-language-switcher] button")!);
  fireEvent.click(screen.getByRole("link", { name: language }));
}
const runArrivalScript = () => new Function(ARRIVAL_SCRIPT)() as void;
const globalCss = fs.readFileSync(path.resolve(__dirname, "../../src/styles/global.css"), "utf8");
const heroCss = fs.readFileSync(
  path.resolve(__dirname, "../../src/components/home/Hero.module.css"),
  "utf8",
);

/** The declarations of the first rule for `selector` in a stylesheet (whitespace folded). */
function rule(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule for ${selector}`);
  return css.slice(at, css.indexOf("}", at)).replace(/\s+/g, " ");
}

describe("the switcher", () => {
  it("offers English, Arabic and Russian, with links to the same page", async () => {
    await page("en", "/about/");
    await userEvent.click(screen.getByRole("button", { name: /^Language/ }));
    const toggle = screen.getByRole("button", { name: /^Language/ });
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["English", "العربية", "Русский"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/about/",
      "/ar/about/",
      "/ru/about/",
    ]);
  });

  it("closes on Escape and on a click outside", async () => {
    await page();
    const toggle = screen.getByRole("button", { name: /^Language/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole("heading", { level: 1 }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("does nothing when the active language is chosen", async () => {
    jest.useFakeTimers();
    await page("ru", "/faq/");
    choose("Русский");
    jest.advanceTimersByTime(1000);
    expect(played).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("leaving", () => {
  it.each([
    ["en", "translateX(-100px)"],
    ["ar", "translateX(100px)"],
  ])(
    "fades the %s page out towards its reading start (%s) for 0.4 s, then loads the other language's page with the hash",
    async (language, end) => {
      await page(language);
      choose("Русский");
      expect(played).toHaveLength(1);
      expect(played[0]?.element).toBe(content());
      expect(played[0]?.keyframes).toEqual([
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: end },
      ]);
      expect(played[0]?.options).toEqual({
        duration: 400,
        easing: "ease-in-out",
        fill: "forwards",
      });
      expect(assign).not.toHaveBeenCalled();
      played[0]?.finish();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith("http://localhost/ru/contact/#form");
      expect(sessionStorage.getItem(SWITCH_KEY)).toBe("ru");
    },
  );

  it("only fades, without sliding, when the visitor prefers reduced motion", async () => {
    setReducedMotion(true);
    await page("ar");
    choose("English");
    expect(played.map((animation) => animation.keyframes)).toEqual([
      [
        { opacity: 1, transform: "none" },
        { opacity: 0, transform: "none" },
      ],
    ]);
  });

  it("still switches where the browser cannot animate", async () => {
    removeWebAnimations();
    await page();
    choose("العربية");
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("http://localhost/ar/contact/#form");
  });
});

describe("arriving", () => {
  it("shows a page reached any other way at once, and leaves the hero's intro to CSS", async () => {
    const fontsArrive = holdFonts();
    runArrivalScript();
    await page();
    expect(document.documentElement).not.toHaveAttribute("data-arrival");
    expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
    expect(played).toEqual([]);
    // Nothing hides the text by script, before or after the fonts.
    fontsArrive();
    await Promise.resolve();
    expect(played).toEqual([]);
    document
      .querySelectorAll("[data-hero-line]")
      .forEach((line) => expect(line).not.toHaveAttribute("style"));
  });

  it("marks a page reached by the switch before its first paint, once", () => {
    document.documentElement.lang = "ar";
    sessionStorage.setItem(SWITCH_KEY, "ar");
    runArrivalScript();
    expect(document.documentElement).toHaveAttribute("data-arrival", "fonts");
    // Used up: a reload shows the page at once.
    expect(sessionStorage.getItem(SWITCH_KEY)).toBeNull();
    document.documentElement.removeAttribute("data-arrival");
    sessionStorage.setItem(SWITCH_KEY, "ru");
    runArrivalScript();
    expect(document.documentElement).not.toHaveAttribute("data-arrival");
  });

  it("fades the content in for 0.4 s from the reading end: 100 px, or -100 px in Arabic; only fades with reduced motion", () => {
    expect(rule(globalCss, "html[data-arrival] [data-animated-content]")).toContain(
      "animation: arrive-from-end 0.4s ease-in-out backwards",
    );
    expect(rule(globalCss, 'html[data-arrival][dir="rtl"] [data-animated-content]')).toContain(
      "animation-name: arrive-from-start",
    );
    expect(rule(globalCss, "@keyframes arrive-from-end")).toContain("transform: translateX(100px)");
    expect(rule(globalCss, "@keyframes arrive-from-start")).toContain(
      "transform: translateX(-100px)",
    );
    const reduced = globalCss.slice(globalCss.lastIndexOf("@media (prefers-reduced-motion"));
    expect(rule(reduced, "html[data-arrival] [data-animated-content]")).toContain(
      "animation-name: arrive-fading",
    );
  });

  it("holds the hero's staged lines at their first frame until the fonts are ready, then plays them", async () => {
    const fontsArrive = holdFonts();
    document.documentElement.setAttribute("data-arrival", "fonts");
    await page("ar", "/");
    expect(rule(globalCss, 'html[data-arrival="fonts"] [data-hero-line]')).toContain(
      "animation-play-state: paused",
    );
    // Each line 0.18 s after the one before, held at its first frame (fill both) meanwhile.
    expect(heroCss).toMatch(/animation: rise 0\.6s ease-out both/);
    expect([...heroCss.matchAll(/animation-delay: ([\d.]+)s/g)].map((m) => m[1])).toEqual([
      "0.1",
      "0.28",
      "0.46",
      "0.64",
    ]);
    expect(document.documentElement).toHaveAttribute("data-arrival", "fonts");
    fontsArrive();
    await Promise.resolve();
    await Promise.resolve();
    expect(document.documentElement).toHaveAttribute("data-arrival", "ready");
  });

  it("does not animate the hero with reduced motion", () => {
    const reduced = heroCss.slice(heroCss.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(reduced).toMatch(/animation: none/);
  });
});
