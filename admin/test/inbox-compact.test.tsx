import { act, screen, waitFor, within } from "@testing-library/react";
import { ok, type Recorded } from "@leca/shared/testing";
import { EXAMPLE_QUOTE, type ContactMessage } from "@leca/shared/contracts";
import { formatDateTime } from "@/lib/dates";
import { message, page } from "./fixtures";
import { renderApp } from "./render-app";

/** Three leads, newest first: an unread Arabic quote request, a read English one, one more. */
function leads(): ContactMessage[] {
  return [
    {
      ...message("m-3", "ليلى", false),
      family: "حداد",
      message: "نحتاج إلى عرض سعر للسطح\nوالتوصيل إلى دبي",
      quote: EXAMPLE_QUOTE,
      createdAt: "2026-01-12T06:30:00.000Z",
    },
    { ...message("m-2", "Omar", true), status: "quoted" },
    { ...message("m-1", "John", true), message: "" },
  ];
}

/** The inbox API over the leads: a list (filtered by status) and the read/archive patch. */
function inboxApi(messages: ContactMessage[]) {
  const patch = (request: Recorded) => {
    const id = request.url.split("/")[2]!;
    const index = messages.findIndex((m) => m.id === id);
    const body = request.body as { read?: boolean; archived?: boolean };
    messages[index] = {
      ...messages[index]!,
      ...(body.read !== undefined ? { read: body.read } : {}),
      ...(body.archived !== undefined
        ? { archivedAt: body.archived ? "2026-01-12T09:00:00.000Z" : null, read: true }
        : {}),
    };
    return ok(messages[index]);
  };
  return {
    "GET /contact/": (request: Recorded) => {
      const { status } = request.params;
      const items = messages.filter((m) => !m.archivedAt && (!status || m.status === status));
      return ok({ ...page(items), unread: messages.filter((m) => !m.read).length });
    },
    "PATCH /contact/m-1/": patch,
    "PATCH /contact/m-2/": patch,
    "PATCH /contact/m-3/": patch,
  };
}

const list = () => within(screen.getByRole("list", { name: "Messages" }));
/** The rows, once the list has loaded. */
const rows = async () => {
  await screen.findByRole("link", { name: /^Omar Haddad/ });
  return list().getAllByRole("link");
};
const row = (name: RegExp) => list().getByRole("link", { name });
const senderHeading = (name: RegExp) => screen.queryByRole("heading", { level: 2, name });

describe("the inbox as a compact list", () => {
  it("shows each lead as one row: name, one line of the message, time, status, unread, no cards", async () => {
    renderApp("/dashboard/inbox", inboxApi(leads()));
    const all = await rows();
    expect(all).toHaveLength(3);
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByText("Choose a message to read it here.")).toBeInTheDocument();

    const [layla, omar, john] = all as [HTMLElement, HTMLElement, HTMLElement];
    // The visitor's own words keep their own direction, isolated from the dashboard's.
    const name = within(layla).getByText("ليلى حداد");
    expect(name.tagName).toBe("BDI");
    expect(name).toHaveAttribute("dir", "auto");
    const excerpt = within(layla).getByText(/^نحتاج إلى عرض سعر للسطح/);
    expect(excerpt).toHaveAttribute("dir", "auto");
    expect(excerpt).toHaveClass("lead-row__excerpt");
    expect(within(layla).getByText("Unread")).toBeInTheDocument();
    expect(within(layla).getByText("Quote request")).toBeInTheDocument();
    expect(within(layla).getByText("New")).toBeInTheDocument();
    // The received time as the card says it: the company's zone, the admin's language.
    const time = within(layla).getByText(formatDateTime("2026-01-12T06:30:00.000Z"));
    expect(time).toHaveAttribute("datetime", "2026-01-12T06:30:00.000Z");
    expect(layla).toHaveClass("lead-row--unread");

    expect(within(omar).getByText("Quoted")).toBeInTheDocument();
    expect(within(omar).queryByText("Unread")).toBeNull();
    expect(omar).not.toHaveClass("lead-row--unread");
    expect(within(john).getByText("No message text.")).toBeInTheDocument();
  });

  it("opens a row's card beside the list, in the URL, focused, and reads it", async () => {
    const { user, server } = renderApp("/dashboard/inbox?status=new", inboxApi(leads()));
    await user.click(await screen.findByRole("link", { name: /^ليلى حداد/ }));

    const heading = await screen.findByRole("heading", { level: 2, name: /^ليلى حداد/ });
    expect(window.location.search).toBe("?status=new&lead=m-3");
    await waitFor(() => expect(heading).toHaveFocus());
    expect(row(/^ليلى حداد/)).toHaveAttribute("aria-current", "true");
    // The whole card: its quote, its status, notes, archive and reply links.
    const card = within(heading.closest("article")!);
    expect(card.getByRole("region", { name: "Quote request" })).toBeInTheDocument();
    expect(card.getByRole("combobox", { name: /^Status of the message from/ })).toBeVisible();
    expect(card.getByRole("button", { name: /^Archive \(message from/ })).toBeInTheDocument();
    expect(card.getByRole("link", { name: /@example\.com$/ })).toHaveAttribute(
      "href",
      "mailto:ليلى@example.com",
    );
    expect(card.getByText(/والتوصيل إلى دبي/)).toHaveAttribute("dir", "auto");
    // The filters stay: the list is still the new leads.
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("new");

    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
        { read: true },
      ]),
    );
    expect(await screen.findByText("All messages are read.")).toBeInTheDocument();
  });

  it("goes back to the list from the card, focus on the row it opened", async () => {
    const { user } = renderApp("/dashboard/inbox", inboxApi(leads()));
    await user.click(await screen.findByRole("link", { name: /^Omar Haddad/ }));
    await screen.findByRole("heading", { level: 2, name: /^Omar Haddad/ });

    await user.click(screen.getByRole("link", { name: "Back to the messages" }));
    await waitFor(() => expect(senderHeading(/^Omar Haddad/)).toBeNull());
    expect(window.location.search).toBe("");
    await waitFor(() => expect(row(/^Omar Haddad/)).toHaveFocus());
    // Back went back in the history rather than adding an entry: Forward opens the lead again.
    act(() => window.history.forward());
    expect(await screen.findByRole("heading", { level: 2, name: /^Omar Haddad/ })).toBeVisible();
    expect(window.location.search).toBe("?lead=m-2");
  });

  it("is a list the keyboard walks: arrows, Home and End move, Enter opens, Back returns", async () => {
    const { user } = renderApp("/dashboard/inbox", inboxApi(leads()));
    const [layla, omar, john] = await rows();
    act(() => layla!.focus());

    await user.keyboard("{ArrowDown}");
    expect(omar).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(john).toHaveFocus();
    await user.keyboard("{Home}");
    expect(layla).toHaveFocus();
    await user.keyboard("{End}{ArrowUp}");
    expect(omar).toHaveFocus();
    await user.tab();
    expect(john).toHaveFocus();

    await user.keyboard("{Enter}");
    const heading = await screen.findByRole("heading", { level: 2, name: /^John Haddad/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.search).toBe("?lead=m-1");

    await user.tab({ shift: true });
    expect(screen.getByRole("link", { name: "Back to the messages" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(row(/^John Haddad/)).toHaveFocus());
  });

  it("opens the lead in the URL on a reload; Back from it shows its list", async () => {
    const { user } = renderApp("/dashboard/inbox?status=quoted&lead=m-2", inboxApi(leads()));
    const omar = await screen.findByRole("heading", { level: 2, name: /^Omar Haddad/ });
    await waitFor(() => expect(omar).toHaveFocus());
    await user.click(screen.getByRole("link", { name: "Back to the messages" }));
    await waitFor(() => expect(window.location.search).toBe("?status=quoted"));
    await waitFor(() => expect(row(/^Omar Haddad/)).toHaveFocus());
  });

  it("closes the lead on the browser's Back; another row replaces the open one", async () => {
    const { user } = renderApp("/dashboard/inbox", inboxApi(leads()));
    await user.click(await screen.findByRole("link", { name: /^Omar Haddad/ }));
    await screen.findByRole("heading", { level: 2, name: /^Omar Haddad/ });
    await user.click(row(/^John Haddad/));
    await screen.findByRole("heading", { level: 2, name: /^John Haddad/ });
    expect(window.location.search).toBe("?lead=m-1");

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(""));
    await waitFor(() => expect(senderHeading(/Haddad/)).toBeNull());
    expect(row(/^John Haddad/)).not.toHaveAttribute("aria-current");
  });

  it("says so when the lead in the URL is not in the list shown", async () => {
    renderApp("/dashboard/inbox?status=won&lead=m-2", inboxApi(leads()));
    expect(
      await screen.findByText(
        "This message is not in the list shown: it may be on another page, archived, or outside the filters.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the messages" })).toHaveAttribute(
      "href",
      "/dashboard/inbox?status=won",
    );
  });

  it("leaves a lead marked unread while it stays open", async () => {
    const { user, server } = renderApp("/dashboard/inbox?lead=m-3", inboxApi(leads()));
    const heading = await screen.findByRole("heading", { level: 2, name: /^ليلى حداد/ });
    const card = within(heading.closest("article")!);
    await user.click(await card.findByRole("button", { name: /^Mark as unread/ }));
    expect(await card.findByRole("button", { name: /^Mark as read/ })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { read: true },
      { read: false },
    ]);
  });
});
