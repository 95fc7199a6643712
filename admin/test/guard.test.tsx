import { act, screen, waitFor } from "@testing-library/react";
import { deferred, error, ok, unauthorized, type Reply } from "@leca/shared/testing";
import { newsItem, page, session } from "./fixtures";
import { renderApp, withHeaders } from "./render-app";

const busy = withHeaders(error(503, "SERVICE_UNAVAILABLE", "We're a little busy right now."), {
  "retry-after": "10",
});

/** Answers in turn, the last one for ever after. */
const inTurn = (...replies: Reply[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
};

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe("the admin guard", () => {
  it("sends a guest to the site's /login, to return to this page, and never shows the dashboard", async () => {
    const { leave, deps } = renderApp("/dashboard/news", {
      "GET /is-admin": { status: 401, body: { is_admin: false } },
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/?next=%2Fdashboard%2Fnews"));
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

  it("sends a visitor with no session cookie (204) to /login at once, with no refresh", async () => {
    const { leave, server } = renderApp("/dashboard/news", { "GET /is-admin": { status: 204 } });

    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(leave.mock.calls).toEqual([["/login/?next=%2Fdashboard%2Fnews"]]);
    expect(server.routes()).toEqual(["GET /is-admin"]);
  });

  it("leaves for /login exactly once when a guest's refresh is refused", async () => {
    // Both the refused refresh (the client's onAuthFailure) and the guard's "no" lead to /login;
    // two full page loads started one after the other abort and restart each other.
    const { leave, deps } = renderApp("/dashboard/news", {
      "GET /is-admin": unauthorized,
      "POST /token/refresh/": unauthorized,
    });

    await waitFor(() => expect(deps.role.get()).toBe("guest"));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    // Whatever else was still to settle has settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(leave.mock.calls).toEqual([["/login/?next=%2Fdashboard%2Fnews"]]);
  });

  it("names the page asked for, with its filter, for the login page to return to", async () => {
    const { leave } = renderApp("/dashboard/inbox?status=new", {
      "GET /is-admin": { status: 401, body: { is_admin: false } },
    });

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith("/login/?next=%2Fdashboard%2Finbox%3Fstatus%3Dnew"),
    );
  });

  it("sends an admin check that answers is_admin false to /login", async () => {
    const { leave } = renderApp("/dashboard", { "GET /is-admin": ok({ is_admin: false }) });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/"));
  });

  it("sends a non-admin (403) to /login too", async () => {
    const { leave } = renderApp("/dashboard/builds", {
      "GET /is-admin": { status: 403, body: { is_admin: false } },
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/?next=%2Fdashboard%2Fbuilds"));
  });

  it("loads an edit page's item only after the guard said yes", async () => {
    const { leave, server } = renderApp("/dashboard/news/green-roofs/edit", {
      "GET /is-admin": { status: 401, body: { is_admin: false } },
    });

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith("/login/?next=%2Fdashboard%2Fnews%2Fgreen-roofs%2Fedit"),
    );
    expect(server.count("GET /news/green-roofs")).toBe(0);
  });

  it("sends an unknown dashboard path to the site's home page", async () => {
    const { leave } = renderApp("/dashboard/no-such-screen");

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
  });
});

describe("the admin guard when the server gives no answer", () => {
  afterEach(() => jest.useRealTimers());

  it("says a busy server (503) is busy, never sends to /login, and lets the admin in on retry", async () => {
    const { leave, deps, server, user } = renderApp("/dashboard/news", {
      "GET /is-admin": inTurn(busy, ok({ is_admin: true })),
      "GET /news/": ok(page([newsItem()])),
    });

    const alert = await screen.findByRole("status", { name: "The server is busy" });
    expect(alert).toHaveTextContent("Trying again in 10 s.");
    expect(deps.role.get()).toBe("guest");
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again now" }));

    expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeInTheDocument();
    expect(deps.role.get()).toBe("admin");
    expect(server.count("GET /is-admin")).toBe(2);
    expect(leave).not.toHaveBeenCalled();
  });

  it("asks again when the server's Retry-After says, not before", async () => {
    jest.useFakeTimers();
    const { server, leave } = renderApp("/dashboard", {
      "GET /is-admin": inTurn(busy, ok({ is_admin: true })),
    });
    await screen.findByRole("status", { name: "The server is busy" });

    await advance(9_000);
    expect(screen.getByText("Trying again in 1 s.")).toBeInTheDocument();
    expect(server.count("GET /is-admin")).toBe(1);

    await advance(1_000);
    expect(await screen.findByRole("heading", { level: 1, name: "Desk" })).toBeInTheDocument();
    expect(server.count("GET /is-admin")).toBe(2);
    expect(leave).not.toHaveBeenCalled();
  });

  it("backs off (1 s, then 2 s) while the server cannot be reached", async () => {
    jest.useFakeTimers();
    const { server, leave } = renderApp("/dashboard", {
      "GET /is-admin": inTurn({ fail: "network" }, { fail: "network" }, ok({ is_admin: true })),
    });
    const alert = await screen.findByRole("status", { name: "Cannot reach the server" });
    expect(alert).toHaveTextContent("Trying again in 1 s.");

    await advance(1_000);
    await waitFor(() => expect(server.count("GET /is-admin")).toBe(2));
    expect(await screen.findByText("Trying again in 2 s.")).toBeInTheDocument();
    await advance(1_900);
    expect(server.count("GET /is-admin")).toBe(2);

    await advance(100);
    expect(await screen.findByRole("heading", { level: 1, name: "Desk" })).toBeInTheDocument();
    expect(server.count("GET /is-admin")).toBe(3);
    expect(leave).not.toHaveBeenCalled();
  });

  it("names the failure when the server errs (500)", async () => {
    renderApp("/dashboard", { "GET /is-admin": error(500, "INTERNAL_ERROR", "Oops") });

    const alert = await screen.findByRole("status", { name: "The server could not answer" });
    expect(alert).toHaveTextContent("failed with error 500");
  });

  it("does not take an expired session whose refresh the busy server shed for a guest", async () => {
    let refreshes = 0;
    const { leave, server, user } = renderApp("/dashboard", {
      "GET /is-admin": () => (refreshes > 1 ? ok({ is_admin: true }) : unauthorized),
      "POST /token/refresh/": () => (++refreshes === 1 ? busy : ok(session)),
    });

    await screen.findByRole("status", { name: "The server is busy" });
    expect(leave).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Try again now" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Desk" })).toBeInTheDocument();
    expect(server.routes().slice(0, 5)).toEqual([
      "GET /is-admin",
      "POST /token/refresh/",
      "GET /is-admin",
      "POST /token/refresh/",
      "GET /is-admin",
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("still sends to /login when the refresh is refused (a definite answer)", async () => {
    const { leave } = renderApp("/dashboard", {
      "GET /is-admin": unauthorized,
      "POST /token/refresh/": unauthorized,
    });

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/"));
    expect(screen.queryByRole("button", { name: "Try again now" })).not.toBeInTheDocument();
  });
});
