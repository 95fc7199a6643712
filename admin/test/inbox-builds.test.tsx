import { act, screen, waitFor, within } from "@testing-library/react";
import { ok } from "@leca/shared/testing";
import { build, message, page } from "./fixtures";
import { renderApp } from "./render-app";
import { textContent } from "./text-content";

describe("the inbox", () => {
  it("lists messages as the API orders them, with the unread count, and toggles read", async () => {
    let messages = [message("m-2", "Layla", false), message("m-1", "Omar", true)];
    const { user, server } = renderApp("/dashboard/inbox", {
      "GET /contact/": () =>
        ok({ ...page(messages), unread: messages.filter((m) => !m.read).length }),
      "PATCH /contact/m-2/": (request) => {
        const read = (request.body as { read: boolean }).read;
        messages = messages.map((m) => (m.id === "m-2" ? { ...m, read } : m));
        return ok(messages[0]);
      },
    });

    const list = within(await screen.findByRole("list", { name: "Messages" }));
    const rows = await list.findAllByRole("link");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Layla Haddad.*Hello from Layla.*Unread/),
      expect.not.stringMatching(/Unread/),
    ]);
    expect(rows[1]).toHaveTextContent(/^Omar Haddad.*Hello from Omar/);
    expect(screen.getByText("1 unread")).toBeInTheDocument();

    // Opening the unread lead reads it, as a mail client does.
    await user.click(rows[0]!);
    expect(await screen.findByText("All messages are read.")).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PATCH")?.body).toEqual({ read: true });
    const layla = screen.getByRole("heading", { name: "Layla Haddad" }).closest("article")!;

    // Marked unread again, it stays unread while its card is open.
    await user.click(within(layla).getByRole("button", { name: /Mark as unread/ }));
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === "PATCH").map((r) => r.body)).toEqual([
      { read: true },
      { read: false },
    ]);
    expect(within(layla).getByRole("button", { name: /Mark as read/ })).toBeInTheDocument();
  });
});

describe("the builds screen", () => {
  afterEach(() => jest.useRealTimers());

  it("polls every 2 s while a build runs, then stops", async () => {
    jest.useFakeTimers();
    let calls = 0;
    const { server } = renderApp("/dashboard/builds", {
      "GET /builds/": () =>
        ok({ items: [(calls += 1) < 3 ? build("building") : build("succeeded")] }),
    });

    expect(await screen.findByText("Building")).toBeInTheDocument();
    expect(
      screen.getByText("A build is running; this page updates by itself."),
    ).toBeInTheDocument();
    expect(screen.getByText(textContent("News item published: green-roofs"))).toBeInTheDocument();
    expect(screen.getByText("success Building production JavaScript")).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(4_100));
    await waitFor(() => expect(screen.getByText("Live")).toBeInTheDocument());
    expect(screen.getByText("42 s")).toBeInTheDocument();
    const settled = server.count("GET /builds/");
    expect(settled).toBe(3);

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(server.count("GET /builds/")).toBe(settled);
  });
});
