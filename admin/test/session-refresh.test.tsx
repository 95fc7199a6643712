import { screen, waitFor } from "@testing-library/react";
import { error, ok, type Answer as Reply } from "@leca/shared/testing";
import { newsItem, page, session } from "./fixtures";
import { renderApp, type Routes } from "./render-app";

const expired = error(401, "UNAUTHORIZED", "Your session has ended. Please log in again.");

/** Every admin call answers 401 until the session is refreshed. */
function expiringSession(refresh: Reply = ok(session)): Routes {
  let valid = false;
  const guarded = (reply: Reply) => () => (valid ? reply : expired);
  return {
    "POST /token/refresh/": () => {
      if (refresh.status === 200) valid = true;
      return refresh;
    },
    "GET /news/": guarded(ok(page([newsItem()]))),
    "GET /gallery/": guarded(ok(page([]))),
    "GET /contact/": guarded(ok({ ...page([]), unread: 0 })),
    "GET /builds/": guarded(ok({ items: [] })),
  };
}

describe("an expired session", () => {
  it("is refreshed once and the list call is replayed and rendered", async () => {
    const { server, leave } = renderApp("/dashboard/news", expiringSession());

    expect(await screen.findByRole("link", { name: "Green roofs" })).toBeInTheDocument();
    // The guard's and the layout's own checks (is-admin, two-factor status, the admin's
    // dashboard language) aside.
    const own = ["GET /is-admin", "GET /auth/2fa/", "GET /session/"];
    expect(server.routes().filter((route) => !own.includes(route))).toEqual([
      "GET /news/",
      "POST /token/refresh/",
      "GET /news/",
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("costs one refresh however many calls fail at once", async () => {
    const { server } = renderApp("/dashboard", expiringSession());

    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    expect(await screen.findByText(/has not been rebuilt/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText("Loading…")).toHaveLength(0));

    const refreshAt = server.routes().indexOf("POST /token/refresh/");
    const failedBefore = server
      .routes()
      .slice(0, refreshAt)
      .filter((r) => r !== "GET /is-admin");
    expect(failedBefore.length).toBeGreaterThanOrEqual(4);
    expect(server.count("POST /token/refresh/")).toBe(1);
  });

  it("sends the admin to /login when the refresh is refused", async () => {
    const refused = error(401, "UNAUTHORIZED", "Please log in.");
    const { server, leave } = renderApp("/dashboard/news", expiringSession(refused));

    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login/?next=%2Fdashboard%2Fnews"));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(server.count("POST /token/refresh/")).toBe(1);
  });

  it("is not taken for over when a CSRF refusal stops the refresh: a failed item load goes home", async () => {
    const csrfRefused = error(403, "CSRF_FAILED", "The form has expired. Please reload.");
    const { server, leave } = renderApp("/dashboard/news/green-roofs/edit", {
      ...expiringSession(csrfRefused),
      "GET /news/green-roofs": expired,
    });

    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(leave.mock.calls).toEqual([["/"]]);
    // One fresh CSRF token, one more try, then the failure is the page's to handle.
    expect(server.count("GET /csrf/")).toBe(1);
    expect(server.count("POST /token/refresh/")).toBe(2);
  });
});
