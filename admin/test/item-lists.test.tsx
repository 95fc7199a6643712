import { screen, waitFor, within } from "@testing-library/react";
import { ok, type Recorded } from "@leca/shared/testing";
import { galleryItem, newsItem, page } from "./fixtures";
import { renderApp } from "./render-app";
import { textContent } from "./text-content";

const lastListQuery = (requests: Recorded[], url: string) =>
  requests.filter((r) => r.method === "GET" && r.url === url).at(-1)?.params;

describe("the news list", () => {
  it("leaves search, status filter, sort and paging to the API", async () => {
    const items = [
      newsItem(),
      newsItem({ slug: "dunes", title: { en: "Dunes" }, status: "draft" }),
    ];
    const { user, server } = renderApp("/dashboard/news", { "GET /news/": ok(page(items, 25)) });

    expect(await screen.findByRole("link", { name: "Green roofs" })).toHaveAttribute(
      "href",
      "/dashboard/news/green-roofs/edit",
    );
    expect(lastListQuery(server.requests, "/news/")).toEqual({
      status: "all",
      sort: "newest",
      page: 1,
      pageSize: 10,
    });

    await user.type(screen.getByRole("searchbox", { name: "Search news items" }), "roof");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByLabelText("Status"), "scheduled");
    await user.selectOptions(screen.getByLabelText("Sort by"), "title");
    await user.click(screen.getByRole("button", { name: "Next page" }));

    await waitFor(() =>
      expect(lastListQuery(server.requests, "/news/")).toEqual({
        q: "roof",
        status: "scheduled",
        sort: "title",
        page: 2,
        pageSize: 10,
      }),
    );
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(window.location.search).toBe("?q=roof&status=scheduled&sort=title&page=2");
  });

  it("deletes only after the admin confirms", async () => {
    let items = [newsItem()];
    const { user, server } = renderApp("/dashboard/news", {
      "GET /news/": () => ok(page(items)),
      "DELETE /news/green-roofs/": () => {
        items = [];
        return { status: 204 };
      },
    });

    await user.click(await screen.findByRole("button", { name: "Delete “Green roofs”" }));
    const dialog = screen.getByRole("dialog", { name: "Delete “Green roofs”?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(server.count("DELETE /news/green-roofs/")).toBe(0);

    await user.click(screen.getByRole("button", { name: "Delete “Green roofs”" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(textContent("Deleted “Green roofs”."))).toBeInTheDocument();
    expect(await screen.findByText("No news items match.")).toBeInTheDocument();
    expect(server.count("DELETE /news/green-roofs/")).toBe(1);
  });
});

describe("the gallery list", () => {
  it("shows each item's state: scheduled when published with a future date", async () => {
    const future = galleryItem({
      slug: "soon",
      title: { en: "Soon" },
      status: "published",
      publishedAt: "2099-01-01T00:00:00.000Z",
    });
    renderApp("/dashboard/gallery", { "GET /gallery/": ok(page([galleryItem(), future])) });

    const soon = (await screen.findByRole("link", { name: "Soon" })).closest("tr")!;
    expect(within(soon).getByText("Scheduled")).toBeInTheDocument();
    const dunes = screen.getByRole("link", { name: "Dunes" }).closest("tr")!;
    expect(within(dunes).getByText("Draft")).toBeInTheDocument();
  });
});
