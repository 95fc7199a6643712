import { screen, waitFor } from "@testing-library/react";
import { deferred, ok, type Reply } from "@leca/api/testing";
import { newsItem, page } from "./fixtures";
import { renderApp } from "./render-app";

describe("the admin guard", () => {
  it("sends a guest to the site's /login and never shows the dashboard", async () => {
    const { leave, deps } = renderApp("/dashboard/news", {
      "GET /is-admin": { status: 401, body: { is_admin: false } },
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login"));
    expect(deps.role.get()).toBe("guest");
    expect(screen.queryByRole("heading", { name: "News" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("is guest while the check runs, then admin, and the page renders", async () => {
    const answer = deferred<Reply>();
    const { deps } = renderApp("/dashboard", { "GET /is-admin": () => answer.promise });

    expect(await screen.findByText("Checking your access…")).toBeInTheDocument();
    expect(deps.role.get()).toBe("guest");

    answer.resolve(ok({ is_admin: true }));

    expect(await screen.findByRole("heading", { level: 1, name: "Desk" })).toBeInTheDocument();
    expect(deps.role.get()).toBe("admin");
  });

  it("asks the server once: later navigations use the cached answer", async () => {
    const { server, user } = renderApp("/dashboard", {
      "GET /news/": ok(page([newsItem()])),
      "GET /news/green-roofs": ok(newsItem()),
    });
    await screen.findByRole("heading", { level: 1, name: "Desk" });

    await user.click(screen.getByRole("link", { name: "News" }));
    // An edit page's loader runs the guard again before it loads the item.
    await user.click(await screen.findByRole("link", { name: "Green roofs" }));
    await screen.findByLabelText("Title (English)");
    await user.click(screen.getByRole("link", { name: "Gallery" }));
    await screen.findByRole("heading", { level: 1, name: "Gallery" });

    expect(server.count("GET /is-admin")).toBe(1);
  });

  it("sends a non-admin (403) to /login too", async () => {
    const { leave } = renderApp("/dashboard/builds", {
      "GET /is-admin": { status: 403, body: { is_admin: false } },
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login"));
  });

  it("loads an edit page's item only after the guard said yes", async () => {
    const { leave, server } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /is-admin": { status: 401, body: { is_admin: false } },
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login"));
    expect(server.count("GET /news/green-roofs")).toBe(0);
  });

  it("sends an unknown dashboard path to the site's home page", async () => {
    const { leave } = renderApp("/dashboard/no-such-screen");

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
  });
});
