import { act, screen } from "@testing-library/react";
import { Hero } from "../src/components/home/Hero";
import { renderPage } from "./support/render";
import {
  holdFonts,
  installWebAnimations,
  removeFonts,
  removeMatchMedia,
  removeWebAnimations,
  setReducedMotion,
  type Played,
} from "./support/web-animations";

let played: Played[];
let fontsArrive: () => void;

beforeEach(() => {
  played = installWebAnimations();
  setReducedMotion(false);
  fontsArrive = holdFonts();
});

afterEach(() => {
  removeWebAnimations();
  removeMatchMedia();
  removeFonts();
});

const lines = () => [...document.querySelectorAll("[data-hero-line]")];

describe("Hero", () => {
  it("shows its text, button and read-more link to the about page in the page's language", () => {
    renderPage(<Hero image={undefined} />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/\S/);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute("href", "/ar/about/"));
    expect(lines()).toHaveLength(4);
  });

  it("leaves a first visit's intro to CSS: the text is never hidden by script", async () => {
    renderPage(<Hero image={undefined} />);
    await act(async () => fontsArrive());
    expect(played).toEqual([]);
    lines().forEach((line) => expect(line).not.toHaveAttribute("style"));
  });

  it("after a language switch, holds the staged lines hidden until fonts are ready, then plays them", async () => {
    renderPage(<Hero image={undefined} replay />, { language: "ar" });
    expect(played.map((animation) => animation.element)).toEqual(lines());
    expect(played.map((animation) => animation.state)).toEqual(Array(4).fill("paused"));
    expect(played[0]?.keyframes[0]).toEqual({ opacity: 0, transform: "translateY(24px)" });
    // Held in the first frame (fill: backwards), each 0.18 s after the one before.
    expect(played.map((animation) => animation.options.delay)).toEqual([100, 280, 460, 640]);
    expect(played.every((animation) => animation.options.fill === "backwards")).toBe(true);

    await act(async () => fontsArrive());
    expect(played.map((animation) => animation.state)).toEqual(Array(4).fill("running"));
  });

  it("does not animate with reduced motion", async () => {
    setReducedMotion(true);
    renderPage(<Hero image={undefined} replay />);
    await act(async () => fontsArrive());
    expect(played).toEqual([]);
  });
});
