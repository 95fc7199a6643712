import { screen, waitFor, within } from "@testing-library/react";
import { ok, type Recorded } from "@leca/shared/testing";
import type { Build } from "@leca/shared/contracts";
import { build, galleryItem, newsItem, page } from "./fixtures";
import { renderApp } from "./render-app";

const TOTALS = { published: 7, scheduled: 2, draft: 3 };

/** Lists answer a page of one with the total for the asked status, like the API. */
const itemList = (items: unknown[]) => (request: Recorded) => {
  const status = request.params.status as keyof typeof TOTALS | undefined;
  return ok(
    status && request.params.pageSize === 1 ? page(items.slice(0, 1), TOTALS[status]) : page(items),
  );
};

const card = (name: string) => screen.getByRole("region", { name });

describe("the desk", () => {
  it("shows counts, latest messages, translations to do and the site's build", async () => {
    const untranslated = newsItem({
      slug: "half-done",
      title: { en: "Half done", ar: "نصف" },
      excerpt: { en: "x", ar: "x" },
      body: { en: "x", ar: "x" },
    });
    const stale = newsItem({
      slug: "stale",
      title: { en: "Stale", ar: "قديم", ru: "Устарело" },
      outdated: { ar: ["excerpt"], ru: [] },
    });
    const { server } = renderApp("/dashboard", {
      "GET /news/": itemList([newsItem(), untranslated, stale]),
      "GET /gallery/": itemList([galleryItem()]),
      "GET /contact/": ok({
        ...page([
          {
            id: "m-1",
            name: "Layla",
            family: "Haddad",
            message: "Do you ship to Oman?",
            createdAt: "2026-01-10T09:00:00.000Z",
            read: false,
          },
        ]),
        unread: 1,
      }),
      "GET /builds/": ok({
        items: [
          {
            id: "b-1",
            status: "succeeded",
            builder: "local",
            reason: "manual",
            requestedAt: "2026-01-10T09:00:00.000Z",
            startedAt: "2026-01-10T09:00:01.000Z",
            finishedAt: "2026-01-10T09:00:40.000Z",
            durationMs: 39_000,
            logTail: "",
          },
        ],
      }),
    });

    await screen.findByRole("heading", { level: 1, name: "Desk" });
    await waitFor(() => expect(within(card("News")).getByText("7")).toBeInTheDocument());
    const news = card("News");
    expect(within(news).getByRole("link", { name: "Scheduled" })).toHaveAttribute(
      "href",
      "/dashboard/news?status=scheduled",
    );
    expect(within(news).getByText("2")).toBeInTheDocument();
    expect(within(news).getByText("3")).toBeInTheDocument();

    const messages = card("Latest messages");
    expect(await within(messages).findByText("Do you ship to Oman?")).toBeInTheDocument();
    expect(within(messages).getByText("1 unread")).toBeInTheDocument();

    const missing = card("News to translate");
    const link = await within(missing).findByRole("link", { name: "Half done" });
    expect(link).toHaveAttribute("href", "/dashboard/news/half-done/edit");
    expect(link.parentElement).toHaveTextContent("needs Russian");
    expect(within(missing).queryByRole("link", { name: "Green roofs" })).not.toBeInTheDocument();
    // Translated throughout, but its excerpt's English changed since the Arabic was written.
    const outdated = within(missing).getByRole("link", { name: "Stale" });
    expect(outdated.parentElement).toHaveTextContent(/^Stale Arabic out of date$/);
    // Its texts are translated, but its images' alt texts are in English only.
    const gallery = card("Gallery items to translate");
    const dunes = await within(gallery).findByRole("link", { name: "Dunes" });
    expect(dunes.parentElement).toHaveTextContent("needs Arabic and Russian");
    // Only the items the API finds work on are read whole, not every item.
    const reads = server.requests.filter((request) => request.params.fields === "full");
    expect(reads.map((request) => [request.url, request.params.translation]).sort()).toEqual([
      ["/gallery/", "needed"],
      ["/news/", "needed"],
    ]);

    expect(await within(card("Site")).findByText(/^Live since/)).toBeInTheDocument();
  });

  it("asks for a rebuild and follows the build the API answers until it is live", async () => {
    const queued = build("queued", { id: "b-2", reason: "manual?by=admin" });
    let listed: Build[] = [build("succeeded")];
    const { user, server } = renderApp("/dashboard", {
      "GET /builds/": () => ok({ items: listed }),
      "POST /builds/": () => {
        listed = [queued, ...listed];
        return { status: 202, body: { build: queued } };
      },
    });
    const site = await screen.findByRole("region", { name: "Site" });
    expect(await within(site).findByText(/^Live since/)).toBeInTheDocument();

    await user.click(within(site).getByRole("button", { name: "Rebuild now" }));

    expect(
      await screen.findByText("Rebuild requested. The site updates when the build is done."),
    ).toBeInTheDocument();
    // No note: the API records who asked.
    expect(server.requests.find((r) => r.method === "POST" && r.url === "/builds/")?.body).toEqual(
      {},
    );
    expect(await within(site).findByText(/^Queued at/)).toBeInTheDocument();
    // One more would only wait behind it.
    expect(within(site).getByRole("button", { name: "Rebuild now" })).toBeDisabled();

    // Polled while it runs: its end shows without a reload.
    listed = [build("succeeded", { id: "b-2" }), ...listed.slice(1)];
    expect(await within(site).findByText(/^Live since/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says so when the server has no builder", async () => {
    const { user } = renderApp("/dashboard", {
      "POST /builds/": { status: 202, body: { build: null } },
    });

    await user.click(await screen.findByRole("button", { name: "Rebuild now" }));

    expect(
      await screen.findByText(
        "This server has no site builder configured, so nothing was rebuilt.",
      ),
    ).toBeInTheDocument();
  });
});
