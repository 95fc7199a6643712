import { screen, waitFor, within } from "@testing-library/react";
import { error } from "@leca/shared/testing";
import { renderApp } from "./render-app";

describe("the dashboard layout", () => {
  it("links every screen, and Home is the public site", async () => {
    renderApp("/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });

    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      ["Desk", "/dashboard"],
      ["News", "/dashboard/news"],
      ["Gallery", "/dashboard/gallery"],
      ["Inbox", "/dashboard/inbox"],
      ["Builds", "/dashboard/builds"],
      ["Audit log", "/dashboard/audit"],
    ]) {
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(within(nav).getByRole("link", { name: "Desk" })).toHaveAttribute("aria-current", "page");
  });

  it("orders the sidebar as the spec does: the screens, the collapse toggle, Logout", async () => {
    renderApp("/dashboard");
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });
    await within(nav).findByRole("button", { name: "Logout" });
    const entries = [...nav.querySelectorAll("a, button")].map((entry) => [
      entry.tagName.toLowerCase(),
      entry.textContent?.trim(),
    ]);
    expect(entries).toEqual([
      ["a", "Home"],
      ["a", "Desk"],
      ["a", "News"],
      ["a", "Gallery"],
      ["a", "Inbox"],
      ["a", "Builds"],
      ["a", "Audit log"],
      ["a", "Security"],
      ["button", "Collapse sidebar"],
      ["button", "Logout"],
    ]);
  });

  it("remembers a collapsed sidebar", async () => {
    const first = renderApp("/dashboard");
    const toggle = await screen.findByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await first.user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    first.unmount();

    renderApp("/dashboard");
    expect(await screen.findByRole("button", { name: "Collapse sidebar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("asks before logging out: Stay keeps the admin here", async () => {
    const { user, server, leave } = renderApp("/dashboard");
    const logout = await screen.findByRole("button", { name: "Logout" });

    await user.click(logout);
    const dialog = screen.getByRole("dialog", { name: "Leaving So Soon?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(logout).toHaveFocus();
    expect(server.count("POST /logout/")).toBe(0);
    expect(leave).not.toHaveBeenCalled();
  });

  // That focus stays in it and the page behind is inert is the browser's (showModal), checked in
  // Chromium: e2e/tests/modals.spec.ts.
  it("opens the logout dialog as a native modal and closes it with Escape, focus back on Logout", async () => {
    const { user } = renderApp("/dashboard");
    const logout = await screen.findByRole("button", { name: "Logout" });
    await user.click(logout);
    const dialog = screen.getByRole("dialog", { name: "Leaving So Soon?" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");

    await user.tab();
    expect(within(dialog).getByRole("button", { name: "I'm Out" })).toHaveFocus();
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(logout).toHaveFocus();
  });

  it("I'm Out posts /api/logout/ and goes to /login", async () => {
    const { user, server, leave } = renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    await user.click(screen.getByRole("button", { name: "I'm Out" }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/"));
    expect(server.count("POST /logout/")).toBe(1);
  });

  it("goes to /login even when logging out fails, and only logs the failure", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user, leave } = renderApp("/dashboard", {
      "POST /logout/": error(500, "INTERNAL_ERROR", "Something went wrong on our side."),
    });
    await user.click(await screen.findByRole("button", { name: "Logout" }));

    await user.click(screen.getByRole("button", { name: "I'm Out" }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/"));
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
