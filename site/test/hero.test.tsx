import { screen } from "@testing-library/react";
import { Hero } from "../src/components/home/Hero";
import { renderPage } from "./support/render";

const lines = () => [...document.querySelectorAll("[data-hero-line]")];

// Its animation (CSS, held for fonts only after a language switch) is tested with the switch:
// islands/language-switch.test.tsx, "arriving".
describe("Hero", () => {
  it("shows its text, button and read-more link to the about page in the page's language", () => {
    renderPage(<Hero image={undefined} />, { language: "ar" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/\S/);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute("href", "/ar/about/"));
    expect(lines()).toHaveLength(4);
  });
});
