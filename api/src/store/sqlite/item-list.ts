// Item lists on SQLite: offset or keyset pages over indexes that match each order (migration
// "item lists"), whole rows or summaries without the large fields. Values are always bound.
import type { Statement } from "better-sqlite3";
import type { Db } from "./db";
import { phasesOf, readPhases, type ListPhase } from "../list-order";
import { TRANSLATED_LANGUAGES } from "@leca/shared/languages";
import type { ItemKind, ItemListQuery, ItemRecord } from "../types";
import { TRANSLATED_TEXTS } from "../types/items";

/** An items row with its media ids; `data` is the JSON text (a summary's lacks the large fields). */
export interface ItemRow {
  id: string;
  kind: ItemKind;
  slug: string;
  status: ItemRecord["status"];
  published_at: number | null;
  created_at: number;
  updated_at: number;
  updated_by: string | null;
  version: number;
  data: string;
  search_text: string;
  media_ids: string | null;
}

/** The English title as the title order and its index (items_by_title) see it. */
const TITLE = "json_extract(data, '$.title.en') COLLATE NOCASE";

const MEDIA_IDS =
  "(SELECT group_concat(media_id) FROM item_media WHERE item_id = items.id) AS media_ids";
/** Columns of a whole row, and of a summary (its stored JSON, and no media ids). */
export const FULL_COLUMNS = `items.*, ${MEDIA_IDS}`;
const SUMMARY_COLUMNS = `id, kind, slug, status, published_at, created_at, updated_at, updated_by,
  version, summary AS data, '' AS search_text, NULL AS media_ids`;

/**
 * WHERE clause and parameters for a list query's filters. Ordered by update or title, the date
 * test is written `+published_at`, which SQLite takes as "not for an index": without it the
 * planner reads the date range off items_by_status_date and sorts every match, where walking
 * the order's own index and testing the date row by row reads one page.
 */
function filterOf(
  kind: ItemKind,
  query: ItemListQuery,
  byDate = true,
): { where: string[]; params: unknown[] } {
  const where = ["kind = ?"];
  const params: unknown[] = [kind];
  const now = query.now.getTime();
  const date = byDate ? "published_at" : "+published_at";
  const status = query.visibility === "public" ? "published" : query.status;
  if (status === "draft") where.push("status = 'draft'");
  if (status === "published") {
    where.push("status = 'published'", `${date} <= ?`);
    params.push(now);
  }
  if (status === "scheduled") {
    where.push("status = 'published'", `${date} > ?`);
    params.push(now);
  }
  if (query.translation === "needed") where.push(translationNeeded(kind));
  if (query.q) {
    where.push("search_text LIKE ? ESCAPE '\\'");
    params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return { where, params };
}

/**
 * Items a translator has work on: a required text (TRANSLATED_TEXTS) empty or absent in a
 * translated language, or an `outdated` flag. Fixed SQL per kind, no parameters: JSON paths
 * from the code's own lists, read from the stored data row by row.
 */
function translationNeeded(kind: ItemKind): string {
  const { texts, pictures } = TRANSLATED_TEXTS[kind];
  const empty = (path: string, from = "data") =>
    `coalesce(json_extract(${from}, '${path}'), '') = ''`;
  const conditions = TRANSLATED_LANGUAGES.flatMap((lang) => [
    ...texts.map((field) => empty(`$.${field}.${lang}`)),
    ...pictures.map(({ field, many }) =>
      many
        ? `EXISTS (SELECT 1 FROM json_each(data, '$.${field}') WHERE ${empty(`$.alt.${lang}`, "value")})`
        : `(json_extract(data, '$.${field}') IS NOT NULL AND ${empty(`$.${field}.alt.${lang}`)})`,
    ),
    `coalesce(json_array_length(data, '$.outdated.${lang}'), 0) > 0`,
  ]);
  return `(${conditions.join(" OR ")})`;
}

/** A phase's own condition, its keyset start (a row-value comparison an index can seek) and order. */
function phaseSql(phase: ListPhase): { where: string[]; params: unknown[]; order: string } {
  const dir = phase.descending ? "DESC" : "ASC";
  const past = phase.descending ? "<" : ">";
  switch (phase.key) {
    case "published": {
      const where = ["published_at IS NOT NULL"];
      const params: unknown[] = [];
      if (phase.after) {
        where.push(`(published_at, created_at, id) ${past} (?, ?, ?)`);
        params.push(phase.after.at.getTime(), phase.after.createdAt.getTime(), phase.after.id);
      }
      return { where, params, order: `published_at ${dir}, created_at ${dir}, id ${dir}` };
    }
    case "undated": {
      const where = ["published_at IS NULL"];
      const params: unknown[] = [];
      if (phase.after) {
        where.push(`(created_at, id) ${past} (?, ?)`);
        params.push(phase.after.createdAt.getTime(), phase.after.id);
      }
      return { where, params, order: `created_at ${dir}, id ${dir}` };
    }
    case "updated":
      return {
        where: phase.after ? ["(updated_at, id) < (?, ?)"] : [],
        params: phase.after ? [phase.after.updatedAt.getTime(), phase.after.id] : [],
        order: "updated_at DESC, id DESC",
      };
    case "title":
      // Spelled out, not as a row value: SQLite seeks an index on a collated expression only
      // through a plain comparison of it.
      return {
        where: phase.after ? [`${TITLE} >= ?`, `(${TITLE} > ? OR id > ?)`] : [],
        params: phase.after ? [phase.after.title, phase.after.title, phase.after.id] : [],
        order: `${TITLE} ASC, id ASC`,
      };
  }
}

/** The SELECT of one phase of a page (LIMIT and OFFSET bound last), and its parameters. */
export function phaseQuery(
  kind: ItemKind,
  query: ItemListQuery,
  phase: ListPhase,
  summary: boolean,
): { sql: string; params: unknown[] } {
  const filter = filterOf(kind, query, phase.key === "published" || phase.key === "undated");
  const own = phaseSql(phase);
  const columns = summary ? SUMMARY_COLUMNS : FULL_COLUMNS;
  const where = [...filter.where, ...own.where].join(" AND ");
  // A search reads the search index and sorts its matches: walking an order's index instead
  // would read every row until a page of matches is found (the planner cannot tell how rare a
  // match is, so it is told).
  const from = query.q ? "items INDEXED BY items_by_search" : "items";
  return {
    sql: `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${own.order} LIMIT ? OFFSET ?`,
    params: [...filter.params, ...own.params],
  };
}

/** One list page's rows, whole or as summaries, and the count of every match. */
export function sqliteItemList(db: Db) {
  // Statements are compiled once per distinct SQL text; the texts are few (filters x phases).
  const pages = new Map<string, Statement<unknown[], ItemRow>>();
  const counts = new Map<string, Statement<unknown[], { n: number }>>();
  const page = (sql: string) => {
    const found = pages.get(sql) ?? db.prepare<unknown[], ItemRow>(sql);
    pages.set(sql, found);
    return found;
  };
  const count = (where: string[], params: unknown[]) => {
    const sql = `SELECT count(*) AS n FROM items WHERE ${where.join(" AND ")}`;
    const found = counts.get(sql) ?? db.prepare<unknown[], { n: number }>(sql);
    counts.set(sql, found);
    return found.get(...params)?.n ?? 0;
  };

  return async (
    kind: ItemKind,
    query: ItemListQuery,
    summary: boolean,
  ): Promise<{ rows: ItemRow[]; total: number }> => {
    const filter = filterOf(kind, query);
    const rows = await readPhases(
      phasesOf(query.sort, query.after),
      query.offset,
      query.limit,
      async (phase, skip, limit) => {
        const { sql, params } = phaseQuery(kind, query, phase, summary);
        return page(sql).all(...params, limit, skip);
      },
      async (phase) => {
        const own = phaseSql({ ...phase, after: undefined });
        return count([...filter.where, ...own.where], filter.params);
      },
    );
    return { rows, total: count(filter.where, filter.params) };
  };
}
