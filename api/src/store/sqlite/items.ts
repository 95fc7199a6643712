import type { Db } from "./db";
import { isForeignKeyViolation, isUniqueViolation, mustDate, toDate } from "./db";
import { summaryData } from "../summary";
import { FULL_COLUMNS, sqliteItemList, type ItemRow } from "./item-list";
import { MissingMedia, UniqueViolation } from "../errors";
import type {
  ItemChanges,
  ItemData,
  ItemKind,
  ItemListQuery,
  ItemRecord,
  ItemRevision,
  ItemStore,
  ItemSummary,
  ItemSummaryData,
  ItemUpdateResult,
  NewItem,
} from "../types";
import { REVISIONS_KEPT } from "../types/items";

interface RevisionRow {
  item_id: string;
  version: number;
  saved_at: number;
  saved_by: string | null;
  fields: string;
  slug: string;
  status: ItemRevision["status"];
  published_at: number | null;
  data: string;
}

function revisionOf<D extends ItemData>(row: RevisionRow): ItemRevision<D> {
  return {
    itemId: row.item_id,
    version: row.version,
    savedAt: mustDate(row.saved_at),
    savedBy: row.saved_by,
    fields: JSON.parse(row.fields) as string[],
    slug: row.slug,
    status: row.status,
    publishedAt: toDate(row.published_at),
    data: JSON.parse(row.data) as D,
  };
}

const SELECT = `SELECT ${FULL_COLUMNS} FROM items`;

/** Every column but data and search_text, as the record's fields. */
function commonOf(row: ItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    status: row.status,
    publishedAt: toDate(row.published_at),
    createdAt: mustDate(row.created_at),
    updatedAt: mustDate(row.updated_at),
    updatedBy: row.updated_by,
    version: row.version,
    mediaIds: row.media_ids ? row.media_ids.split(",") : [],
  };
}

function fromRow<D extends ItemData>(row: ItemRow): ItemRecord<D> {
  return { ...commonOf(row), data: JSON.parse(row.data) as D, searchText: row.search_text };
}

function summaryOf(row: ItemRow): ItemSummary {
  const { mediaIds: _mediaIds, ...common } = commonOf(row);
  // The summary columns hold only the JSON's small fields (item-list.ts).
  const data: ItemSummaryData = JSON.parse(row.data);
  return { ...common, data };
}

export function sqliteItems(db: Db): ItemStore {
  const insertItem = db.prepare(
    `INSERT INTO items (id, kind, slug, status, published_at, created_at, updated_at, updated_by,
       version, data, summary, search_text)
     VALUES (@id, @kind, @slug, @status, @publishedAt, @createdAt, @updatedAt, @updatedBy, 1, @data,
       @summary, @searchText)`,
  );
  const insertSlug = db.prepare("INSERT INTO slugs (kind, slug, item_id) VALUES (?, ?, ?)");
  const slugOwner = db.prepare<[string, string], { item_id: string }>(
    "SELECT item_id FROM slugs WHERE kind = ? AND slug = ?",
  );
  const byId = db.prepare<[string, string], ItemRow>(`${SELECT} WHERE kind = ? AND id = ?`);
  const clearMedia = db.prepare("DELETE FROM item_media WHERE item_id = ?");
  const addMedia = db.prepare("INSERT OR IGNORE INTO item_media (item_id, media_id) VALUES (?, ?)");
  const remove = db.prepare("DELETE FROM items WHERE kind = ? AND id = ?");
  const aliases = db.prepare<[string, string], { slug: string }>(
    `SELECT slugs.slug FROM slugs JOIN items ON items.id = slugs.item_id
     WHERE slugs.item_id = ? AND slugs.kind = ? AND slugs.slug <> items.slug ORDER BY slugs.slug`,
  );

  const listRows = sqliteItemList(db);
  // Inside each write's transaction: a reader that sees the write sees the new number too.
  const bump = db.prepare("UPDATE content_versions SET version = version + 1 WHERE name = 'items'");
  const version = db.prepare<[], { version: number }>(
    "SELECT version FROM content_versions WHERE name = 'items'",
  );

  // The item as this write left it (its row, read inside the same transaction), and the
  // oldest revisions past REVISIONS_KEPT dropped.
  const insertRevision = db.prepare(
    `INSERT INTO item_revisions (item_id, version, saved_at, saved_by, fields, slug, status,
       published_at, data)
     SELECT id, version, updated_at, updated_by, @fields, slug, status, published_at, data
     FROM items WHERE id = @id`,
  );
  const pruneRevisions = db.prepare(
    "DELETE FROM item_revisions WHERE item_id = ? AND version <= (SELECT version FROM items WHERE id = ?) - ?",
  );
  const keepRevision = (id: string, fields: string[] | undefined) => {
    insertRevision.run({ id, fields: JSON.stringify(fields ?? []) });
    pruneRevisions.run(id, id, REVISIONS_KEPT);
  };
  const revisionList = db.prepare<
    [string, string, number, number],
    Pick<RevisionRow, "version" | "saved_at" | "saved_by" | "fields">
  >(
    `SELECT r.version, r.saved_at, r.saved_by, r.fields FROM item_revisions r
     JOIN items ON items.id = r.item_id AND items.kind = ?
     WHERE r.item_id = ? AND r.version < ? ORDER BY r.version DESC LIMIT ?`,
  );
  const revisionRow = db.prepare<[string, string, number], RevisionRow>(
    `SELECT r.* FROM item_revisions r JOIN items ON items.id = r.item_id AND items.kind = ?
     WHERE r.item_id = ? AND r.version = ?`,
  );

  const setMedia = (id: string, mediaIds: string[]) => {
    clearMedia.run(id);
    for (const mediaId of mediaIds) addMedia.run(id, mediaId);
  };

  const reserveSlug = (kind: ItemKind, slug: string, id: string) => {
    const owner = slugOwner.get(kind, slug)?.item_id;
    if (owner === undefined) insertSlug.run(kind, slug, id);
    else if (owner !== id) throw new UniqueViolation("slug");
  };

  const create = db.transaction(({ changedFields, ...item }: NewItem) => {
    insertItem.run({
      ...item,
      publishedAt: item.publishedAt?.getTime() ?? null,
      createdAt: item.createdAt.getTime(),
      updatedAt: item.updatedAt.getTime(),
      data: JSON.stringify(item.data),
      summary: JSON.stringify(summaryData(item.kind, item.data)),
    });
    reserveSlug(item.kind, item.slug, item.id);
    setMedia(item.id, item.mediaIds);
    keepRevision(item.id, changedFields);
    bump.run();
  });

  const update = db.transaction(
    (kind: ItemKind, id: string, expected: number, changes: ItemChanges) => {
      const row = byId.get(kind, id);
      if (!row) return { kind: "missing" as const };
      if (row.version !== expected) return { kind: "stale" as const, current: fromRow(row) };
      if (changes.slug !== undefined && changes.slug !== row.slug) {
        reserveSlug(kind, changes.slug, id);
      }
      const sets: string[] = ["version = version + 1", "updated_at = ?", "updated_by = ?"];
      const params: unknown[] = [changes.updatedAt.getTime(), changes.updatedBy];
      const column = (name: string, value: unknown) => {
        sets.push(`${name} = ?`);
        params.push(value);
      };
      if (changes.slug !== undefined) column("slug", changes.slug);
      if (changes.status !== undefined) column("status", changes.status);
      if (changes.publishedAt !== undefined)
        column("published_at", toMsOrNull(changes.publishedAt));
      if (changes.data !== undefined) {
        column("data", JSON.stringify(changes.data));
        column("summary", JSON.stringify(summaryData(kind, changes.data)));
      }
      if (changes.searchText !== undefined) column("search_text", changes.searchText);
      db.prepare(`UPDATE items SET ${sets.join(", ")} WHERE id = ?`).run(...params, id);
      if (changes.mediaIds !== undefined) setMedia(id, changes.mediaIds);
      keepRevision(id, changes.changedFields);
      bump.run();
      return { kind: "updated" as const, item: fromRow(byId.get(kind, id)!) };
    },
  );

  const removeItem = db.transaction((kind: ItemKind, id: string) => {
    const removed = remove.run(kind, id).changes === 1;
    if (removed) bump.run();
    return removed;
  });

  return {
    async create<D extends ItemData>(item: NewItem<D>) {
      try {
        create(item);
      } catch (error) {
        throw storeError(error);
      }
      return fromRow<D>(byId.get(item.kind, item.id)!);
    },
    async findBySlug<D extends ItemData>(kind: ItemKind, slug: string) {
      const owner = slugOwner.get(kind, slug)?.item_id;
      const row = owner === undefined ? undefined : byId.get(kind, owner);
      return row ? fromRow<D>(row) : null;
    },
    async findById<D extends ItemData>(kind: ItemKind, id: string) {
      const row = byId.get(kind, id);
      return row ? fromRow<D>(row) : null;
    },
    async update<D extends ItemData>(
      kind: ItemKind,
      id: string,
      expectedVersion: number,
      changes: ItemChanges<D>,
    ) {
      try {
        // IMMEDIATE: the version check reads before the write, and in WAL mode a deferred
        // transaction whose read went stale under another process's write fails at once with
        // SQLITE_BUSY (the busy timeout does not apply to that upgrade): two API instances
        // editing on one file then answered 500.
        return update.immediate(kind, id, expectedVersion, changes) as ItemUpdateResult<D>;
      } catch (error) {
        throw storeError(error);
      }
    },
    async delete(kind, id) {
      return removeItem(kind, id);
    },
    async revisions(kind, id, { before, limit }) {
      return revisionList.all(kind, id, before ?? Number.MAX_SAFE_INTEGER, limit).map((row) => ({
        version: row.version,
        savedAt: mustDate(row.saved_at),
        savedBy: row.saved_by,
        fields: JSON.parse(row.fields) as string[],
      }));
    },
    async revision<D extends ItemData>(kind: ItemKind, id: string, version: number) {
      const row = revisionRow.get(kind, id, version);
      return row ? revisionOf<D>(row) : null;
    },
    async list<D extends ItemData>(kind: ItemKind, query: ItemListQuery) {
      const { rows, total } = await listRows(kind, query, false);
      return { items: rows.map((row) => fromRow<D>(row)), total };
    },
    async listSummaries(kind: ItemKind, query: ItemListQuery) {
      const { rows, total } = await listRows(kind, query, true);
      return { items: rows.map(summaryOf), total };
    },
    async aliasesOf(kind, id) {
      return aliases.all(id, kind).map((row) => row.slug);
    },
    async counts(kind, now) {
      const row = db
        .prepare<[number, number, string], { draft: number; published: number; scheduled: number }>(
          `SELECT
             coalesce(sum(status = 'draft'), 0) AS draft,
             coalesce(sum(status = 'published' AND published_at <= ?), 0) AS published,
             coalesce(sum(status = 'published' AND published_at > ?), 0) AS scheduled
           FROM items WHERE kind = ?`,
        )
        .get(now.getTime(), now.getTime(), kind)!;
      return { draft: row.draft, published: row.published, scheduled: row.scheduled };
    },
    async countDue(after, until) {
      return db
        .prepare<[number, number], { n: number }>(
          `SELECT count(*) AS n FROM items
           WHERE status = 'published' AND published_at > ? AND published_at <= ?
             AND published_at > updated_at`,
        )
        .get(after.getTime(), until.getTime())!.n;
    },
    async nextScheduled(now) {
      const row = db
        .prepare<[number], { at: number | null }>(
          "SELECT min(published_at) AS at FROM items WHERE status = 'published' AND published_at > ?",
        )
        .get(now.getTime());
      return toDate(row?.at ?? null);
    },
    async contentVersion() {
      return version.get()?.version ?? 0;
    },
  };
}

const toMsOrNull = (date: Date | null) => (date ? date.getTime() : null);

/** The constraint an item write broke, as the store's own error (the transaction rolled back). */
function storeError(error: unknown): unknown {
  if (isUniqueViolation(error)) return new UniqueViolation("slug");
  // item_media's reference to media: the file is not there (any more).
  if (isForeignKeyViolation(error)) return new MissingMedia();
  return error;
}
