import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { LanguageSwitcher } from "../src/components/layout/LanguageSwitcher";
import { renderPage } from "./support/render";

describe("LanguageSwitcher", () => {
  it("offers English, Arabic and Russian, with links to the same page", async () => {
    renderPage(<LanguageSwitcher />, { originalPath: "/about/" });
    await userEvent.click(screen.getByRole("button", { name: /language/i }));
    const menu = screen.getByRole("list");
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["English", "العربية", "Русский"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/about/",
      "/ar/about/",
      "/ru/about/",
    ]);
  });

  it("closes on Escape and on a click outside", async () => {
    renderPage(
      <>
        <LanguageSwitcher />
        <p>outside</p>
      </>,
    );
    const toggle = screen.getByRole("button", { name: /language/i });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText("outside"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("switches to the same page in the chosen language after the fade-out", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<LanguageSwitcher />, { originalPath: "/contact/" });
    await user.click(screen.getByRole("button", { name: /language/i }));
    await user.click(screen.getByRole("link", { name: "العربية" }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(navigate).toHaveBeenCalledWith("/ar/contact/", {
      state: { languageSwitch: { to: "ar" } },
    });
    jest.useRealTimers();
  });

  it("does nothing when the active language is chosen", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<LanguageSwitcher />, { language: "ru", originalPath: "/faq/" });
    await user.click(screen.getByRole("button", { name: /language|язык/i }));
    await user.click(screen.getByRole("link", { name: "Русский" }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(navigate).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
