import { screen, waitFor, within } from "@testing-library/react";
import { error, ok, type Recorded } from "@leca/shared/testing";
import type { NewsItem } from "@leca/shared/contracts";
import { newsItem } from "./fixtures";
import { renderApp } from "./render-app";

// An item's history: its saves, two of them compared word by word, and one restored.
const save = (version: number, fields: string[], savedBy = "admin") => ({
  version,
  savedAt: `2026-01-1${version}T09:00:00.000Z`,
  savedBy,
  fields,
});
const revision = (version: number, item: Partial<NewsItem>) => ({
  ...save(version, []),
  item: newsItem({ version, ...item }),
});

const routes = (extra: Record<string, unknown> = {}) => ({
  "GET /news/green-roofs": ok(newsItem()),
  "GET /news/green-roofs/revisions/": ok({
    items: [
      save(3, ["title.en", "body.ar"], "mona"),
      save(2, ["status", "publishedAt"]),
      save(1, ["title.en", "title.ar", "excerpt.en", "body.en"]),
    ],
    nextBefore: null,
  }),
  "GET /news/green-roofs/revisions/1/": ok(
    revision(1, { title: { en: "Roofs", ar: "أسطح" }, status: "draft", publishedAt: null }),
  ),
  "GET /news/green-roofs/revisions/2/": ok(
    revision(2, {
      title: { en: "Green roofs on LECA", ar: "أسطح خضراء", ru: "Зелёные крыши" },
      body: { en: "Body text.", ar: "نص قديم", ru: "Текст" },
    }),
  ),
  "GET /news/green-roofs/revisions/3/": ok(revision(3, {})),
  ...extra,
});

describe("an item's history", () => {
  it("lists every save and compares the last with the one before, word by word", async () => {
    renderApp("/dashboard/news/green-roofs/history", routes() as never);
    expect(
      await screen.findByRole("heading", { level: 1, name: "History of “Green roofs”" }),
    ).toBeInTheDocument();
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("3 (current)");
    expect(rows[1]).toHaveTextContent("mona");
    expect(rows[1]).toHaveTextContent("Title (English), Body (Arabic)");
    expect(within(rows[1]!).queryByRole("button", { name: "Restore version 3" })).toBeNull();

    const compared = await screen.findByText(/From version 2 .* to version 3 .*: 2 changes\./);
    const changes = compared.parentElement as HTMLElement;
    const title = within(changes).getByText("Title (English)").nextElementSibling as HTMLElement;
    expect(title.querySelector("del")).toHaveTextContent("on LECA");
    const body = within(changes).getByText("Body (Arabic)").nextElementSibling as HTMLElement;
    expect(body.querySelector("p")).toHaveAttribute("dir", "rtl");
    // "نص قديم" became "نص": the word kept stays plain, the one dropped is struck out.
    expect(body.querySelector("del")).toHaveTextContent(/^\s*قديم$/);
    expect(body.querySelector("ins")).toBeNull();
    expect(body).toHaveTextContent(/^نص\s+قديم$/);
  });

  it("compares any two saves the admin picks", async () => {
    const { user } = renderApp(
      "/dashboard/news/green-roofs/history?from=1&to=3",
      routes() as never,
    );
    const compared = await screen.findByText(/From version 1 .* to version 3/);
    const changes = compared.parentElement as HTMLElement;
    expect(within(changes).getByText("Publication")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("From"), "2");
    expect(await screen.findByText(/From version 2 .* to version 3/)).toBeInTheDocument();
  });

  it("restores a save as a new one, after asking", async () => {
    const restores: Recorded[] = [];
    const { user } = renderApp(
      "/dashboard/news/green-roofs/history",
      routes({
        "POST /news/green-roofs/revisions/1/restore/": (request: Recorded) => {
          restores.push(request);
          return ok(newsItem({ version: 4, title: { en: "Roofs" } }));
        },
      }) as never,
    );
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore version 1?" });
    expect(dialog).toHaveTextContent("are saved as a new version, 4");
    expect(dialog).toHaveTextContent("stays published");
    await user.click(within(dialog).getByRole("button", { name: "Restore version 1" }));

    await waitFor(() => expect(restores).toHaveLength(1));
    expect(restores[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByText("Restored version 1 as version 4.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: /^Edit/ })).toBeInTheDocument();
  });

  it("says so when the item is gone by the time of the restore, and stays", async () => {
    const { user } = renderApp(
      "/dashboard/news/green-roofs/history",
      routes({
        "POST /news/green-roofs/revisions/1/restore/": error(
          404,
          "NOT_FOUND",
          "We couldn't find that item.",
        ),
      }) as never,
    );
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Restore version 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText("We couldn't find that item.")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "History of “Green roofs”" }),
    ).toBeInTheDocument();
  });

  it("is reached from the editor, beside the previews in each language", async () => {
    const { user } = renderApp("/dashboard/news/green-roofs/edit", routes() as never);
    const arabic = await screen.findByRole("link", { name: "العربية" });
    expect(arabic).toHaveAttribute("href", "/ar/preview/?kind=news&slug=green-roofs");
    expect(arabic).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      "/preview/?kind=news&slug=green-roofs",
    );
    expect(screen.getByRole("link", { name: "Русский" })).toHaveAttribute(
      "href",
      "/ru/preview/?kind=news&slug=green-roofs",
    );
    await user.click(
      await screen.findByRole("link", { name: "History: every version of this item" }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "History of “Green roofs”" }),
    ).toBeInTheDocument();
  });
});
