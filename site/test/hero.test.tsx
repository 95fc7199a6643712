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
});
