// Item lists on SQLite read each page off an index that matches its order: no sort of every
// match (the cost that grows with the content), for every sort, filter, and keyset start.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { phasesOf } from "../../src/store/list-order";
import { openSqliteStore } from "../../src/store/sqlite";
import { phaseQuery } from "../../src/store/sqlite/item-list";
import type { ItemListAfter, ItemListQuery } from "../../src/store/types";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-plans-"));
const file = path.join(dir, "store.db");
let db: Database.Database;

beforeAll(async () => {
  // The migrations make the schema; the plans are read on a plain connection to it.
  await (await openSqliteStore({ file })).close();
  db = new Database(file, { readonly: true });
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const now = new Date(Date.UTC(2030, 0, 1));
const keys: Record<ItemListQuery["sort"], ItemListAfter[]> = {
  newest: [
    { sort: "newest", publishedAt: now, createdAt: now, id: "x" },
    { sort: "newest", publishedAt: null, createdAt: now, id: "x" },
  ],
  oldest: [
    { sort: "oldest", publishedAt: now, createdAt: now, id: "x" },
    { sort: "oldest", publishedAt: null, createdAt: now, id: "x" },
  ],
  updated: [{ sort: "updated", updatedAt: now, id: "x" }],
  title: [{ sort: "title", title: "m", id: "x" }],
};
/** The order's index: for every status, or (with a status filter) the one led by status. */
const indexOf: Record<ItemListQuery["sort"], RegExp> = {
  newest: /USING INDEX items_by_(status_)?date\b/,
  oldest: /USING INDEX items_by_(status_)?date\b/,
  updated: /USING INDEX items_by_(status_)?update\b/,
  title: /USING INDEX items_by_(status_)?title\b/,
};

function plans(query: ItemListQuery, summary = true): string[] {
  return phasesOf(query.sort, query.after).map((phase) => {
    const { sql, params } = phaseQuery("news", query, phase, summary);
    return db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params, 50, 0)
      .map((step) => step.detail)
      .join("\n");
  });
}

describe("sqlite item list plans", () => {
  const sorts = ["newest", "oldest", "updated", "title"] as const;
  const base = { now, offset: 0, limit: 51 } satisfies Partial<ItemListQuery>;

  it.each(sorts)("%s: the public list and the dashboard's read an index in order", (sort) => {
    const queries: ItemListQuery[] = [
      { ...base, sort, visibility: "public", status: "all" },
      { ...base, sort, visibility: "all", status: "all" },
      { ...base, sort, visibility: "all", status: "draft" },
      ...keys[sort].map((after): ItemListQuery => ({
        ...base,
        sort,
        visibility: "public",
        status: "all",
        after,
      })),
      ...keys[sort].map((after): ItemListQuery => ({
        ...base,
        sort,
        visibility: "all",
        status: "all",
        after,
      })),
    ];
    for (const query of queries) {
      for (const plan of [...plans(query), ...plans(query, false)]) {
        expect(plan).toMatch(indexOf[sort]);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it.each(sorts)("%s: a search reads the search index, then sorts only its matches", (sort) => {
    for (const query of [
      { ...base, sort, visibility: "all", status: "all", q: "roof" },
      { ...base, sort, visibility: "all", status: "scheduled", q: "roof" },
      { ...base, sort, visibility: "public", status: "all", q: "roof", after: keys[sort][0] },
    ] satisfies ItemListQuery[]) {
      for (const plan of plans(query)) expect(plan).toMatch(/INDEX items_by_search\b/);
    }
    const count = db
      .prepare<[string, string], { detail: string }>(
        "EXPLAIN QUERY PLAN SELECT count(*) AS n FROM items WHERE kind = ? AND search_text LIKE ?",
      )
      .all("news", "%roof%")
      .map((step) => step.detail)
      .join("\n");
    expect(count).toMatch(/COVERING INDEX items_by_search\b/);
  });

  it("starts a keyset page by seeking the index, not by scanning from the top", () => {
    const after: ItemListAfter = { sort: "newest", publishedAt: now, createdAt: now, id: "x" };
    const [dated] = plans({ ...base, sort: "newest", visibility: "all", status: "all", after });
    expect(dated).toMatch(
      /SEARCH items USING INDEX items_by_date \(kind=\? AND .*\(published_at,created_at,id\)<\(\?,\?,\?\)\)/,
    );
    const [title] = plans({
      ...base,
      sort: "title",
      visibility: "all",
      status: "all",
      after: { sort: "title", title: "m", id: "x" },
    });
    expect(title).toMatch(/SEARCH items USING INDEX items_by_title \(kind=\? AND <expr>>\?\)/);
  });
});
