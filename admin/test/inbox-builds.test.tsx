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

    const senders = await screen.findAllByRole("heading", { level: 2 });
    expect(senders.map((h) => h.textContent)).toEqual(["Layla HaddadUnread", "Omar Haddad"]);
    expect(screen.getByText("1 unread")).toBeInTheDocument();

    await user.click(
      screen.getByRole("button", { name: "Mark as read (message from Layla Haddad)" }),
    );

    expect(await screen.findByText("All messages are read.")).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PATCH")?.body).toEqual({ read: true });
    const layla = screen.getByRole("heading", { name: "Layla Haddad" }).closest("article")!;
    expect(within(layla).getByRole("button", { name: /Mark as unread/ })).toBeInTheDocument();
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
