import { screen, within } from "@testing-library/react";
import type { AuditEntry } from "@leca/shared/contracts";
import { ok } from "@leca/shared/testing";
import { renderApp } from "./render-app";

const entry = (id: string, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: "2026-11-20T09:30:00.000Z",
  action: "publish",
  actor: "layla",
  address: "203.0.113.7",
  target: { type: "news", id: `news-${id}`, label: "Roof gardens on LECA" },
  detail: "/roof-gardens-on-leca/",
  ...fields,
});

describe("the audit log", () => {
  it("lists entries newest first, filters in the URL, and loads older ones with the cursor", async () => {
    const { user, server } = renderApp("/dashboard/audit", {
      "GET /audit/": (request) => {
        const params = request.params as Record<string, string>;
        if (params.cursor === "older")
          return ok({
            entries: [entry("e-1", { action: "sign-in", target: null, detail: null })],
            nextCursor: null,
            retentionDays: 365,
          });
        if (params.action === "sign-in-failed")
          return ok({
            entries: [
              entry("e-9", {
                action: "sign-in-failed",
                actor: "nobody",
                target: null,
                detail: "unknown username",
              }),
            ],
            nextCursor: null,
            retentionDays: 365,
          });
        return ok({
          entries: [
            entry("e-3", {
              action: "build-finished",
              actor: null,
              address: null,
              detail: "failed",
              target: { type: "build", id: "b-1", label: "news published: roof-gardens" },
            }),
            entry("e-2", {}),
          ],
          nextCursor: "older",
          retentionDays: 365,
        });
      },
    });

    const table = await screen.findByRole("table", { name: "Audit log, newest first" });
    const rows = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((cell) => cell.textContent),
        );
    expect(rows()).toEqual([
      [
        expect.any(String),
        "System",
        "Build finished",
        "Build: News item published: roof-gardens",
        "—",
        "Failed",
      ],
      [
        expect.any(String),
        "layla",
        "Published",
        "News: Roof gardens on LECA",
        "203.0.113.7",
        "Page address /roof-gardens-on-leca/",
      ],
    ]);
    expect(
      screen.getByText("Entries are kept for 365 days and cannot be changed."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show older entries" }));
    expect(await within(table).findByText("Logged in")).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show older entries" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("What"), "Login failed");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("Unknown username")).toBeInTheDocument();
    const filtered = server.requests.filter((r) => r.url === "/audit/").at(-1);
    expect(filtered?.params).toMatchObject({ action: "sign-in-failed", pageSize: 50 });
  });

  it("says when nothing matches the filters", async () => {
    renderApp("/dashboard/audit?actor=omar", {
      "GET /audit/": () => ok({ entries: [], nextCursor: null, retentionDays: 90 }),
    });
    expect(await screen.findByText("No entry matches the filters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Who")).toHaveValue("omar");
  });
});
