import { screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { error, ok } from "@leca/shared/testing";
import { build, galleryItem, message, newsItem, page } from "./fixtures";
import { renderApp } from "./render-app";

/**
 * axe in jsdom: everything but colour contrast, which needs real layout and the stylesheet
 * (the e2e suite checks every screen again in Chromium, contrast included).
 */
async function violations() {
  const results = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

const data = {
  "GET /news/": ok(page([newsItem()])),
  "GET /news/green-roofs": ok(newsItem()),
  "GET /gallery/": ok(page([galleryItem()])),
  "GET /gallery/dunes": ok(galleryItem()),
  "GET /news/green-roofs/revisions/": ok({
    items: [2, 1].map((version) => ({
      version,
      savedAt: "2026-01-11T09:00:00.000Z",
      savedBy: "admin",
      fields: ["title.en"],
    })),
    nextBefore: null,
  }),
  ...Object.fromEntries(
    [1, 2].map((version) => [
      `GET /news/green-roofs/revisions/${version}/`,
      ok({
        version,
        savedAt: "2026-01-11T09:00:00.000Z",
        savedBy: "admin",
        fields: [],
        item: newsItem({ version, title: { en: `Green roofs ${version}` } }),
      }),
    ]),
  ),
  "GET /contact/": ok({ ...page([message("m-1", "Layla", false)]), unread: 1 }),
  "GET /builds/": ok({ items: [build("failed")] }),
  "GET /audit/": ok({
    entries: [
      {
        id: "a-1",
        at: "2026-11-20T09:30:00.000Z",
        action: "sign-in-failed",
        actor: "nobody",
        address: "203.0.113.7",
        target: null,
        detail: "unknown username",
      },
    ],
    nextCursor: "older",
    retentionDays: 365,
  }),
};

const screens: [path: string, heading: RegExp][] = [
  ["/dashboard", /^Desk$/],
  ["/dashboard/news", /^News$/],
  ["/dashboard/news/create", /^New news item$/],
  ["/dashboard/news/green-roofs/edit", /^Edit/],
  ["/dashboard/news/green-roofs/history?from=1&to=2", /^History of/],
  ["/dashboard/gallery", /^Gallery$/],
  ["/dashboard/gallery/create", /^New gallery item$/],
  ["/dashboard/gallery/dunes/edit", /^Edit/],
  ["/dashboard/inbox", /^Inbox$/],
  ["/dashboard/builds", /^Builds$/],
  ["/dashboard/audit", /^Audit log$/],
  ["/dashboard/security", /^Security$/],
];

describe("axe finds no violations", () => {
  it.each(screens)("on %s", async (path, heading) => {
    renderApp(path, data);
    await screen.findByRole("heading", { level: 1, name: heading });
    await waitFor(() => expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument());

    expect(await violations()).toEqual([]);
  });

  it("while the server is too busy to check access", async () => {
    renderApp("/dashboard", {
      "GET /is-admin": error(503, "SERVICE_UNAVAILABLE", "We're a little busy right now."),
    });
    await screen.findByRole("button", { name: "Try again now" });

    expect(await violations()).toEqual([]);
  });

  it("with the logout dialog open", async () => {
    const { user } = renderApp("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await screen.findByRole("dialog");

    expect(await violations()).toEqual([]);
  });

  it("with an editor's errors showing", async () => {
    const { user } = renderApp("/dashboard/news/create");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await screen.findByText("Give it an English title.");

    expect(await violations()).toEqual([]);
  });

  it("with focal points chosen (markers and crop previews showing)", async () => {
    const { mediaId, url, width, height, alt } = galleryItem().images[0]!;
    const cover = { mediaId, url, width, height, alt, focus: { x: 0.3, y: 0.7 } };
    renderApp("/dashboard/news/green-roofs/edit", {
      ...data,
      "GET /news/green-roofs": ok(newsItem({ cover })),
    });
    await screen.findByRole("group", { name: "Focal point of the cover" });

    expect(await violations()).toEqual([]);
  });
});
