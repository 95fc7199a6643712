import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import { Header } from "../../src/components/layout/Header";
import { SWITCH_KEY } from "../../src/islands/arrival";
import { enhanceLanguageSwitch } from "../../src/islands/shell/language";
import { enhanceNavGroups } from "../../src/islands/shell/nav";
import { enhanceSidebar } from "../../src/islands/shell/sidebar";
import { revealAdminLinks } from "../../src/islands/shell/admin-link";
import { recordNavigations } from "../support/location";
import { serverMarkup } from "./server-markup";

// The header as the build writes it, with the shell's behaviour added and no React behind it.
async function header(language = "en", originalPath = "/about/") {
  await serverMarkup(<Header />, null, { language, originalPath });
  enhanceNavGroups(document);
  enhanceLanguageSwitch(document);
  enhanceSidebar(document);
}

const assign = recordNavigations("/about/#faq");
beforeEach(() => sessionStorage.clear());

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

describe("language switch", () => {
  test("choosing the active language does nothing", async () => {
    await header();
    fireEvent.click(screen.getByRole("button", { name: /^Language/ }));
    fireEvent.click(screen.getByRole("link", { name: "English" }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(assign).not.toHaveBeenCalled();
  });

  test("another language loads that page, keeps the hash and marks the arrival", async () => {
    jest.useFakeTimers();
    try {
      await header();
      fireEvent.click(screen.getByRole("button", { name: /^Language/ }));
      fireEvent.click(screen.getByRole("link", { name: "العربية" }));
      // jsdom has no Web Animations: the switch goes at once.
      jest.advanceTimersByTime(1000);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith("http://localhost/ar/about/#faq");
      expect(sessionStorage.getItem(SWITCH_KEY)).toBe("ar");
    } finally {
      jest.useRealTimers();
    }
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
    expect(document.body).toHaveClass("scroll-locked");
    fireEvent.click(document.querySelector("[data-sidebar-backdrop]")!);
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    expect(document.body).not.toHaveClass("scroll-locked");
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

describe("Dashboard link", () => {
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => ({ status, json: async () => body }) as unknown as Response);

  test("shows for an admin (200) and stays hidden for a visitor (204)", async () => {
    for (const [fetchMock, shown] of [
      [answer(204, null), false],
      [answer(200, { is_admin: true }), true],
    ] as const) {
      await header();
      global.fetch = fetchMock;
      revealAdminLinks(document);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      const links = within(mainNav()).queryAllByRole("link", { name: "Dashboard" });
      expect(links).toHaveLength(shown ? 1 : 0);
    }
  });
});
