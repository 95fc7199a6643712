import { screen } from "@testing-library/react";
import { Accordion } from "../src/components/content/Accordion";
import { renderPage } from "./support/render";

const ITEMS = [
  { id: "fine", header: "Fine grades", content: <p>Small granules.</p> },
  { id: "medium", header: "Medium grades", content: <p>The all-round choice.</p> },
  { id: "coarse", header: "Coarse grades", content: <p>Larger granules.</p> },
];

const header = (name: string) => screen.getByRole("button", { name });
const openRegions = () => screen.queryAllByRole("region").map((region) => region.textContent);

// Its markup as served; what it does in the browser is the accordion island's
// (test/islands/accordion.test.tsx).
describe("Accordion", () => {
  it("wires each header to its panel: heading, button, aria-expanded, aria-controls, region", () => {
    renderPage(<Accordion items={ITEMS} headingLevel={2} />);
    for (const item of ITEMS) {
      const button = header(item.header);
      expect(button.closest("h2")).not.toBeNull();
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(panel).not.toBeVisible();
    }
    expect(openRegions()).toEqual([]);
  });

  it("hides its chevrons from assistive technology", () => {
    renderPage(<Accordion items={ITEMS} />);
    for (const chevron of document.querySelectorAll("svg")) {
      expect(chevron).toHaveAttribute("aria-hidden", "true");
    }
  });
});
