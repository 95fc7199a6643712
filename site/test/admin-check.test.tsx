import { screen, waitFor } from "@testing-library/dom";
import NProgress from "nprogress";
import { deferred } from "@leca/shared/testing";
import { Header } from "../src/components/layout/Header";
import { fakeApi, type Reply } from "./support/fake-api";
import { revealAdminLinks } from "../src/islands/shell/admin-link";
import { serverMarkup } from "./islands/server-markup";

// The header as the build writes it, and the shell's admin check (src/islands/shell/admin-link.ts)
// with no React behind it. The links are in the HTML for everyone (the sidebar's are hidden while it is closed); an
// admin-only entry counts as shown once its own hidden flag is off.
const dashboardLinks = () =>
  screen
    .queryAllByRole("link", { name: "Dashboard", hidden: true })
    .filter((link) => !link.closest("[data-admin-only][hidden]"));

async function showHeader() {
  await serverMarkup(<Header />, null);
  revealAdminLinks(document);
}

async function renderHeader(isAdmin: Reply) {
  const api = fakeApi((request) => (request.url === "/is-admin" ? isAdmin : undefined));
  await showHeader();
  return api;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("the navigation's admin check", () => {
  it("asks GET /api/is-admin once, with the session cookies and the page's language", async () => {
    window.history.replaceState(null, "", "/ru/faq/");
    const api = await renderHeader({ status: 401 });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({
      method: "GET",
      url: "/is-admin",
      headers: { "Accept-Language": "ru", credentials: "same-origin" },
    });
  });

  it("shows the Dashboard link, in the top navigation and the sidebar, when the answer is 200", async () => {
    await renderHeader({ status: 200, body: { is_admin: true } });
    await waitFor(() => expect(dashboardLinks()).toHaveLength(2));
    dashboardLinks().forEach((link) => expect(link).toHaveAttribute("href", "/dashboard/"));
  });

  it.each([
    ["a guest (401)", { status: 401, body: { is_admin: false } }],
    ["a forbidden session (403)", { status: 403 }],
    ["a server error (500)", { status: 500 }],
    ["200 that says no", { status: 200, body: { is_admin: false } }],
    ["no answer at all", { status: 0 }],
  ])("shows no Dashboard link for %s, and never refreshes the session", async (_, reply) => {
    const api = await renderHeader(reply);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await settle();
    expect(dashboardLinks()).toEqual([]);
    expect(api.requests.map((request) => request.url)).toEqual(["/is-admin"]);
    // Read even when it is not a 200: an unread body keeps the request open in the browser.
    expect(api.responses.every((response) => response.bodyUsed)).toBe(true);
  });

  it("shows the progress bar while the request is on its way", async () => {
    const answer = deferred<Reply>();
    const api = fakeApi((request) => (request.url === "/is-admin" ? answer.promise : undefined));
    await showHeader();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(NProgress.isStarted()).toBe(true);
    answer.resolve({ status: 200, body: { is_admin: true } });
    await waitFor(() => expect(dashboardLinks()).toHaveLength(2));
    expect(NProgress.isStarted()).toBe(false);
  });
});
