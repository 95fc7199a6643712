import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { ok, type Recorded } from "@leca/shared/testing";
import { EXAMPLE_QUOTE, type ContactMessage } from "@leca/shared/contracts";
import { message, page } from "./fixtures";
import { renderApp } from "./render-app";
import { textContent } from "./text-content";

const quoted = (): ContactMessage => ({
  ...message("m-2", "Layla", false),
  source: "/ar/leca/",
  quote: EXAMPLE_QUOTE,
});

/** The inbox API over a list the test holds: filters by status and quote as the server does. */
function inboxApi(messages: ContactMessage[]) {
  return {
    "GET /contact/": (request: Recorded) => {
      const { status, quote } = request.params;
      const items = messages.filter(
        (m) => (!status || m.status === status) && (quote === undefined || !!m.quote === quote),
      );
      return ok({ ...page(items), unread: messages.filter((m) => !m.read).length });
    },
    "PATCH /contact/m-2/": (request: Recorded) => {
      // Opening the lead reads it ({read: true}); its status select moves it ({status}).
      const patch = request.body as Partial<Pick<ContactMessage, "read" | "status">>;
      const index = messages.findIndex((m) => m.id === "m-2");
      messages[index] = {
        ...messages[index]!,
        ...patch,
        ...(patch.status
          ? { statusChangedBy: "admin", statusChangedAt: "2026-01-11T10:00:00.000Z" }
          : {}),
      };
      return ok(messages[index]);
    },
    "POST /contact/m-2/notes/": (request: Recorded) => {
      const { text } = request.body as { text: string };
      const index = messages.findIndex((m) => m.id === "m-2");
      const note = {
        id: `n-${text}`,
        author: "admin",
        text,
        createdAt: "2026-01-11T10:05:00.000Z",
      };
      messages[index] = { ...messages[index]!, notes: [...messages[index]!.notes, note] };
      return { status: 201, body: messages[index] };
    },
  };
}

/** A Blob's bytes (jsdom's Blob has no text() or arrayBuffer()); the BOM included. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const card = (sender: string) =>
  screen.getByRole("heading", { level: 2, name: new RegExp(`^${sender}`) }).closest("article")!;

/** A lead's row in the inbox's list: a link named from the sender's name on. */
const row = (sender: string | RegExp) =>
  within(screen.getByRole("list", { name: "Messages" })).getByRole("link", {
    name: typeof sender === "string" ? new RegExp(`^${sender}`) : sender,
  });

describe("the inbox's leads", () => {
  it("shows a quote request's figures, its source page and its status", async () => {
    const { user } = renderApp(
      "/dashboard/inbox?lead=m-2",
      inboxApi([quoted(), message("m-1", "Omar", true)]),
    );

    const layla = await screen.findByRole("heading", { level: 2, name: /^Layla Haddad/ });
    expect(layla).toHaveTextContent("Quote request");
    const article = card("Layla Haddad");
    const block = within(article).getByRole("region", { name: "Quote request" });
    const terms = within(block)
      .getAllByRole("term")
      .map((t) => t.textContent);
    const values = within(block)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      Product: "LECA",
      Use: "Roof insulation and falls",
      Volume: "13.2 m³",
      "Compaction and waste allowance": "10% (included)",
      Packs: "4 × 3 m³ bulk bag, 2 × 50 L bag",
      Container: "25 m³",
    });
    expect(within(article).getByRole("link", { name: "/ar/leca/" })).toHaveAttribute(
      "href",
      "/ar/leca/",
    );
    expect(
      within(article).getByRole("combobox", { name: "Status of the message from Layla Haddad" }),
    ).toHaveValue("new");
    await user.click(row("Omar Haddad"));
    const omar = card("Omar Haddad");
    expect(within(omar).queryByRole("region", { name: "Quote request" })).toBeNull();
    expect(within(omar).getByText("No notes yet.")).toBeInTheDocument();
  });

  it("lets axe find no violations on a worked lead (status set, notes, quote, source)", async () => {
    const worked: ContactMessage = {
      ...quoted(),
      status: "quoted",
      statusChangedBy: "admin",
      statusChangedAt: "2026-01-11T10:00:00.000Z",
      notes: [
        { id: "n-1", author: "admin", text: "Called", createdAt: "2026-01-11T10:05:00.000Z" },
      ],
    };
    renderApp("/dashboard/inbox?quote=true&lead=m-2", inboxApi([worked]));
    await screen.findByRole("region", { name: "Quote request" });
    // Colour contrast needs real layout: the e2e suite checks the inbox in Chromium.
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`),
    ).toEqual([]);
  });

  it("changes a lead's status and adds a note, showing who and when", async () => {
    const { user, server } = renderApp("/dashboard/inbox", inboxApi([quoted()]));
    await user.click(await screen.findByRole("link", { name: /^Layla Haddad/ }));
    const status = await screen.findByRole("combobox", {
      name: "Status of the message from Layla Haddad",
    });

    await user.selectOptions(status, "quoted");
    await waitFor(() => expect(status).toHaveValue("quoted"));
    expect(server.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { read: true },
      { status: "quoted" },
    ]);
    expect(await screen.findByText(/set by admin/)).toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "New note on the message from Layla Haddad" });
    const add = screen.getByRole("button", { name: "Add note on the message from Layla Haddad" });
    await user.click(add);
    expect(await screen.findByRole("alert")).toHaveTextContent("Write the note first.");
    expect(server.count("POST /contact/m-2/notes/")).toBe(0);

    await user.type(box, "  Sent prices for 4 bulk bags ");
    await user.click(add);
    const notes = within(
      screen.getByRole("region", { name: "Notes on the message from Layla Haddad" }),
    );
    expect(await notes.findByText("Sent prices for 4 bulk bags")).toBeInTheDocument();
    expect(notes.getByText(textContent(/^admin, /))).toBeInTheDocument();
    expect(server.requests.find((r) => r.url === "/contact/m-2/notes/")?.body).toEqual({
      text: "Sent prices for 4 bulk bags",
    });
    expect(box).toHaveValue("");
  });

  it("filters on the server and keeps the filters in the URL", async () => {
    const messages = [quoted(), message("m-1", "Omar", true)];
    const { user, server } = renderApp(
      "/dashboard/inbox?status=new&quote=true",
      inboxApi(messages),
    );

    await screen.findByRole("link", { name: /^Layla Haddad/ });
    expect(screen.queryByRole("link", { name: /^Omar/ })).toBeNull();
    const lists = server.requests.filter((request) => request.url === "/contact/");
    expect(lists.at(-1)?.params).toMatchObject({ status: "new", quote: true });
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("new");

    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "omar");
    await user.type(screen.getByRole("textbox", { name: "Sent from page" }), "lecapon");
    await user.type(screen.getByLabelText("From"), "2026-01-01");
    await user.type(screen.getByLabelText("To"), "2026-01-31");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));

    await waitFor(() =>
      expect(window.location.search).toBe(
        "?status=new&source=%2Flecapon&q=omar&from=2026-01-01&to=2026-01-31",
      ),
    );
    const last = () => server.requests.filter((r) => r.url === "/contact/").at(-1)!;
    await waitFor(() => expect(last().params).toMatchObject({ q: "omar" }));
    expect(last().params).toEqual({
      page: 1,
      pageSize: 20,
      status: "new",
      source: "/lecapon",
      q: "omar",
      // The admin's local days: from the first's midnight to the midnight after the last.
      from: new Date(2026, 0, 1).toISOString(),
      to: new Date(2026, 1, 1).toISOString(),
    });

    await user.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(await screen.findByRole("link", { name: /^Omar/ })).toBeInTheDocument();
  });

  it("archives a lead out of the list, shows it under the archive filter, and restores it", async () => {
    const messages = [message("m-1", "Omar", true), { ...quoted(), read: true }];
    const { user, server } = renderApp("/dashboard/inbox", {
      "GET /contact/": (request: Recorded) => {
        const archived = request.params.archived === true || request.params.archived === "true";
        const items = messages.filter((m) => !!m.archivedAt === archived);
        return ok({ ...page(items), unread: 0 });
      },
      "PATCH /contact/m-2/": (request: Recorded) => {
        const { archived } = request.body as { archived: boolean };
        messages[1] = { ...messages[1]!, archivedAt: archived ? "2026-01-12T09:00:00.000Z" : null };
        return ok(messages[1]);
      },
    });

    await user.click(await screen.findByRole("link", { name: /^Layla/ }));
    const card = (await screen.findByRole("heading", { name: /Layla/ })).closest("article")!;
    await user.click(
      within(card as HTMLElement).getByRole("button", { name: /Archive \(message from Layla/ }),
    );
    // Archived from its card, the lead leaves the list and its card closes; Omar's row is next.
    await waitFor(() => expect(screen.queryByRole("link", { name: /^Layla/ })).toBeNull());
    await waitFor(() => expect(screen.getByRole("link", { name: /^Omar/ })).toHaveFocus());
    expect(screen.queryByRole("heading", { name: /Layla/ })).toBeNull();
    expect(window.location.search).toBe("");
    expect(server.requests.find((r) => r.method === "PATCH")?.body).toEqual({ archived: true });

    await user.selectOptions(screen.getByLabelText("Archive"), "true");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    const archivedRow = await screen.findByRole("link", { name: /^Layla/ });
    expect(within(archivedRow).getByText("Archived")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Omar/ })).not.toBeInTheDocument();
    expect(window.location.search).toContain("archived=true");

    await user.click(archivedRow);
    const archivedCard = (await screen.findByRole("heading", { name: /Layla/ })).closest(
      "article",
    )!;
    expect(within(archivedCard as HTMLElement).getByText("Archived")).toBeInTheDocument();
    await user.click(
      within(archivedCard as HTMLElement).getByRole("button", {
        name: /Restore to the inbox \(message from Layla/,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: /Layla/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("link", { name: /^Layla/ })).toBeNull();
    expect(window.location.search).toBe("?archived=true");
  });

  it("exports the filtered list as a CSV download", async () => {
    const csv = "\uFEFFReceived,Status\r\n2026-01-10T09:00:00.000Z,quoted\r\n";
    const saved: Blob[] = [];
    const clicked: string[] = [];
    // jsdom has no object URLs or downloads: the browser's edge, stubbed to see what was handed over.
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), "blob:leads");
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    try {
      const { user, server } = renderApp("/dashboard/inbox?status=quoted", {
        ...inboxApi([quoted()]),
        "GET /contact/export.csv": { status: 200, raw: csv },
      });
      await user.click(
        await screen.findByRole("button", { name: "Export filtered messages to CSV" }),
      );

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv blob:leads$/);
      expect(server.requests.find((r) => r.url === "/contact/export.csv")?.params).toEqual({
        status: "quoted",
      });
      expect(Buffer.from(await bytesOf(saved[0]!))).toEqual(Buffer.from(csv, "utf8"));
    } finally {
      click.mockRestore();
    }
  });
});

describe("the desk's leads", () => {
  it("counts new leads and quote requests, each linking to the inbox filtered", async () => {
    const lead = quoted();
    const { user } = renderApp("/dashboard", {
      "GET /contact/": (request: Recorded) => {
        const { status, quote } = request.params;
        const total = status === "new" ? (quote ? 2 : 5) : quote ? 9 : 12;
        return ok({ ...page([lead], total), unread: 3 });
      },
    });

    const leads = within(
      await screen.findByRole("region", { name: "Messages and quote requests" }),
    );
    const count = (label: string) =>
      leads.getByRole("link", { name: label }).closest("div")!.querySelector("dd")!.textContent;
    expect(await leads.findByText("Layla Haddad")).toBeInTheDocument();
    expect(count("New messages")).toBe("5");
    expect(count("New quote requests")).toBe("2");
    expect(count("All quote requests")).toBe("9");
    expect(leads.getByText(/from \/ar\/leca\//)).toBeInTheDocument();

    await user.click(leads.getByRole("link", { name: "New quote requests" }));
    await screen.findByRole("heading", { level: 1, name: "Inbox" });
    expect(window.location.pathname).toBe("/dashboard/inbox");
    expect(window.location.search).toBe("?status=new&quote=true");
  });
});
