import { screen, within } from "@testing-library/react";
import { ok } from "@leca/shared/testing";
import type { AuditEntry } from "@leca/shared/contracts";
import { newsItem, page } from "./fixtures";
import { renderApp } from "./render-app";

// A table wider than a phone scrolls inside a region of its own, which the keyboard reaches
// (tabIndex 0) and a screen reader names as the table; e2e/tests/dashboard-narrow.spec.ts checks
// in Chromium that the page then never scrolls sideways at 390 px.
const scrollRegionOf = (table: HTMLElement) => {
  const region = table.closest<HTMLElement>("[role=region]");
  expect(region).not.toBeNull();
  expect(region).toHaveClass("table-scroll");
  expect(region).toHaveAttribute("tabindex", "0");
  return region!;
};

describe("the tables' scroll regions", () => {
  it("holds the news list's table in a region named as the table", async () => {
    renderApp("/dashboard/news", { "GET /news/": ok(page([newsItem()])) });
    const table = await screen.findByRole("table");
    const region = scrollRegionOf(table);
    const name = within(table).getByText(
      (_, element) => element?.tagName === "CAPTION",
    ).textContent!;
    expect(screen.getByRole("region", { name })).toBe(region);
  });

  it("holds the audit log's table in a region named as the table", async () => {
    const entry: AuditEntry = {
      id: "e-1",
      at: "2026-11-20T09:30:00.000Z",
      action: "publish",
      actor: "layla",
      address: "203.0.113.7",
      target: { type: "news", id: "news-1", label: "Roof gardens on LECA" },
      detail: "/roof-gardens-on-leca/",
    };
    renderApp("/dashboard/audit", {
      "GET /audit/": ok({ entries: [entry], nextCursor: null, retentionDays: 365 }),
    });
    const table = await screen.findByRole("table", { name: "Audit log, newest first" });
    expect(screen.getByRole("region", { name: "Audit log, newest first" })).toBe(
      scrollRegionOf(table),
    );
  });
});
