import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion } from "../src/components/content/Accordion";
import { renderPage } from "./support/render";

const ITEMS = [
  { id: "fine", header: "Fine grades", content: <p>Small granules.</p> },
  { id: "medium", header: "Medium grades", content: <p>The all-round choice.</p> },
  { id: "coarse", header: "Coarse grades", content: <p>Larger granules.</p> },
];

const header = (name: string) => screen.getByRole("button", { name });
const openRegions = () => screen.queryAllByRole("region").map((region) => region.textContent);

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

  it("keeps one item open at a time, and an open item closes again", async () => {
    renderPage(<Accordion items={ITEMS} />);
    await userEvent.click(header("Fine grades"));
    expect(screen.getByRole("region", { name: "Fine grades" })).toHaveTextContent(
      "Small granules.",
    );
    await userEvent.click(header("Coarse grades"));
    expect(header("Fine grades")).toHaveAttribute("aria-expanded", "false");
    expect(header("Coarse grades")).toHaveAttribute("aria-expanded", "true");
    expect(openRegions()).toEqual(["Larger granules."]);
    await userEvent.click(header("Coarse grades"));
    expect(header("Coarse grades")).toHaveAttribute("aria-expanded", "false");
    expect(openRegions()).toEqual([]);
  });

  it("works from the keyboard: Tab, Enter and Space, arrows, Home and End", async () => {
    renderPage(<Accordion items={ITEMS} />, { language: "ar" });
    await userEvent.tab();
    expect(header("Fine grades")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(header("Fine grades")).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(header("Fine grades")).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowDown}");
    expect(header("Medium grades")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(header("Coarse grades")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(header("Fine grades")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(header("Coarse grades")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(header("Fine grades")).toHaveFocus();
  });

  it("hides its chevrons from assistive technology", () => {
    renderPage(<Accordion items={ITEMS} />);
    for (const chevron of document.querySelectorAll("svg")) {
      expect(chevron).toHaveAttribute("aria-hidden", "true");
    }
  });
});
