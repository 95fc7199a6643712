import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { Accordion } from "../../src/components/content/Accordion";
import { mount } from "../../src/islands/accordion";
import { serverMarkup } from "./server-markup";

const ITEMS = [
  { id: "fine", header: "Fine grades", content: <p>Small granules.</p> },
  { id: "medium", header: "Medium grades", content: <p>The all-round choice.</p> },
  { id: "coarse", header: "Coarse grades", content: <p>Larger granules.</p> },
];

const header = (name: string) => screen.getByRole("button", { name });
const openRegions = () => screen.queryAllByRole("region").map((region) => region.textContent);

async function showAccordion(language = "en") {
  const root = await serverMarkup(<Accordion items={ITEMS} headingLevel={2} />, "accordion", {
    language,
  });
  mount(root);
  return root;
}

describe("accordion island", () => {
  it("loads with the page and keeps the server's ids, aria-expanded and hidden panels", async () => {
    const root = await showAccordion();
    expect(root).toHaveAttribute("data-island-load", "now");
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

  it("hides its chevrons from assistive technology", async () => {
    await showAccordion();
    for (const chevron of document.querySelectorAll("svg")) {
      expect(chevron).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("keeps one item open at a time, and an open item closes again", async () => {
    await showAccordion();
    await userEvent.click(header("Fine grades"));
    expect(header("Fine grades")).toHaveAttribute("aria-expanded", "true");
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
    await showAccordion("ar");
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

  it("mounts once: a second mount does not toggle each click twice", async () => {
    const root = await showAccordion();
    mount(root);
    await userEvent.click(header("Medium grades"));
    expect(openRegions()).toEqual(["The all-round choice."]);
  });

  it("leaves two accordions on one page to themselves", async () => {
    const root = await serverMarkup(
      <>
        <Accordion items={ITEMS.slice(0, 2)} />
        <Accordion items={ITEMS.slice(2)} />
      </>,
      "accordion",
    );
    for (const each of document.querySelectorAll<HTMLElement>("[data-island]")) mount(each);
    expect(root).toBeInTheDocument();
    await userEvent.click(header("Fine grades"));
    await userEvent.click(header("Coarse grades"));
    expect(openRegions()).toEqual(["Small granules.", "Larger granules."]);
  });
});
