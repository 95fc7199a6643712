import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { Header } from "../../src/components/layout/Header";
import { enhanceNavGroups } from "../../src/islands/shell/nav";
import { enhanceSidebar } from "../../src/islands/shell/sidebar";
import { serverMarkup } from "./server-markup";

// The header as the build writes it, with the shell's behaviour added and no React behind it.
async function header(language = "en", originalPath = "/about/") {
  await serverMarkup(<Header />, null, { language, originalPath });
  enhanceNavGroups(document);
  enhanceSidebar(document);
}

const mainNav = () => screen.getAllByRole("navigation", { name: "Main navigation" })[0]!;

describe("top navigation groups", () => {
  test("a button opens its menu, Escape closes it and gives focus back", async () => {
    await header();
    const products = within(mainNav()).getByRole("button", { name: "Products menu" });
    fireEvent.click(products);
    expect(products).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(products.getAttribute("aria-controls")!)).toBeVisible();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(products).toHaveAttribute("aria-expanded", "false");
    expect(products).toHaveFocus();
  });

  test("a click outside closes; ArrowDown opens and focuses the first link", async () => {
    await header();
    const group = within(mainNav()).getByRole("button", { name: "Products menu" });
    fireEvent.keyDown(group, { key: "ArrowDown" });
    expect(group).toHaveAttribute("aria-expanded", "true");
    // The menu's first entry, not the group's own "Products" label link.
    expect(screen.getByRole("link", { name: "LECA" })).toHaveFocus();
    fireEvent.pointerDown(document.body);
    expect(group).toHaveAttribute("aria-expanded", "false");
  });
});

describe("sidebar", () => {
  test("the hamburger opens it, locks scrolling and names itself 'close'", async () => {
    await header("ru");
    const hamburger = screen.getByRole("button", { name: "Открыть меню" });
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute("aria-expanded", "true");
    expect(hamburger).toHaveAttribute("data-icon", "close");
    expect(hamburger.getAttribute("aria-label")).not.toBe("Открыть меню");
    // Once the menu's first frame is painted: the lock, the inert page behind, focus inside.
    await waitFor(() => expect(document.body).toHaveClass("scroll-locked"));
    const sidebar = document.getElementById("site-sidebar")!;
    expect(sidebar).toContainElement(document.activeElement as HTMLElement);
    const brand = document.querySelector("header a")!;
    expect(brand.closest("[inert]")).not.toBeNull();
    expect(hamburger.closest("[inert]")).toBeNull();
    expect(sidebar.closest("[inert]")).toBeNull();
    fireEvent.click(document.querySelector("[data-sidebar-backdrop]")!);
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveClass("scroll-locked");
    expect(document.querySelector("[inert]")).toBeNull();
    expect(hamburger).toHaveFocus();
  });

  test("its groups are a single-open accordion that can be closed again", async () => {
    await header();
    fireEvent.click(screen.getByRole("button", { name: "Open the menu" }));
    const sidebar = within(document.getElementById("site-sidebar")!);
    const [applications, products] = [
      sidebar.getByRole("button", { name: "Applications" }),
      sidebar.getByRole("button", { name: "Products" }),
    ];
    fireEvent.click(applications);
    expect(applications).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(products);
    expect(applications).toHaveAttribute("aria-expanded", "false");
    expect(products).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(products);
    expect(products).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(products.getAttribute("aria-controls")!)).not.toBeVisible();
  });
});
