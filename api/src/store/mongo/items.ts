import { trusted, type PipelineStage, type QueryFilter } from "mongoose";
import { UniqueViolation } from "../errors";
import type {
  ItemChanges,
  ItemCounts,
  ItemData,
  ItemKind,
  ItemListQuery,
  ItemRecord,
  ItemStore,
  ItemUpdateResult,
  NewItem,
} from "../types";
import { isDuplicateKey } from "./duplicate-key";
import type { ItemDoc, Models } from "./models";

function toItem<D extends ItemData>(doc: ItemDoc): ItemRecord<D> {
  return {
    id: doc._id,
    kind: doc.kind,
    slug: doc.slug,
    status: doc.status,
    publishedAt: doc.publishedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    updatedBy: doc.updatedBy ?? null,
    version: doc.version,
    data: doc.data as D,
    mediaIds: [...(doc.mediaIds ?? [])],
    searchText: doc.searchText,
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Filter = QueryFilter<ItemDoc>;

/**
 * Every value goes in through $eq or a fixed operator, never as a bare object, so nothing a
 * caller passes can become a query operator (and the same filter is safe in an aggregate $match,
 * which mongoose does not sanitize).
 */
function statusFilter(status: ItemListQuery["status"], now: Date): Filter {
  switch (status) {
    case "all":
      return {};
    case "draft":
      return { status: { $eq: "draft" } };
    case "published":
      return { status: { $eq: "published" }, publishedAt: trusted({ $lte: now }) };
    case "scheduled":
      return { status: { $eq: "published" }, publishedAt: trusted({ $gt: now }) };
  }
}

function listFilter(kind: ItemKind, query: ItemListQuery): Filter {
  const status = query.visibility === "public" ? "published" : query.status;
  const filter: Filter = { kind: { $eq: kind }, ...statusFilter(status, query.now) };
  if (query.q) filter.searchText = trusted({ $regex: escapeRegex(query.q) });
  return filter;
}

// Items without a publication date sort last both ways, and titles compare case-insensitively:
// a plain find().sort() can do neither, hence the computed keys in pagePipeline().
const SORTS: Record<ItemListQuery["sort"], Record<string, 1 | -1>> = {
  newest: { undated: 1, publishedAt: -1, createdAt: -1, _id: -1 },
  oldest: { undated: 1, publishedAt: 1, createdAt: 1, _id: 1 },
  updated: { updatedAt: -1, _id: -1 },
  title: { titleKey: 1, _id: 1 },
};

function pagePipeline(filter: Filter, query: ItemListQuery): PipelineStage[] {
  return [
    { $match: filter },
    {
      $addFields: {
        undated: { $cond: [{ $eq: [{ $type: "$publishedAt" }, "date"] }, 0, 1] },
        titleKey: { $toLower: { $ifNull: ["$data.title.en", ""] } },
      },
    },
    { $sort: SORTS[query.sort] },
    { $skip: Math.max(0, query.offset) },
    { $limit: query.limit },
  ];
}

function changeSet(changes: ItemChanges): Partial<ItemDoc> {
  const set: Partial<ItemDoc> = { updatedAt: changes.updatedAt, updatedBy: changes.updatedBy };
  if (changes.slug !== undefined) set.slug = changes.slug;
  if (changes.status !== undefined) set.status = changes.status;
  if (changes.publishedAt !== undefined) set.publishedAt = changes.publishedAt;
  if (changes.data !== undefined) set.data = changes.data;
  if (changes.mediaIds !== undefined) set.mediaIds = [...changes.mediaIds];
  if (changes.searchText !== undefined) set.searchText = changes.searchText;
  return set;
}

export function mongoItemStore({ items, slugs }: Models): ItemStore {
  /** The slugs collection's unique index is the real guard against two items sharing a slug. */
  async function insertSlug(kind: ItemKind, slug: string, itemId: string): Promise<void> {
    try {
      await slugs.create({ kind, slug, itemId });
    } catch (error) {
      if (isDuplicateKey(error, "slug")) throw new UniqueViolation("slug");
      throw error;
    }
  }

  /** Like insertSlug, but a slug the item already holds (its own alias) is fine: returns false. */
  async function reserveSlug(kind: ItemKind, slug: string, itemId: string): Promise<boolean> {
    try {
      await insertSlug(kind, slug, itemId);
      return true;
    } catch (error) {
      if (!(error instanceof UniqueViolation)) throw error;
      const owner = await slugs.findOne({ kind, slug }).lean();
      if (owner?.itemId === itemId) return false;
      throw error;
    }
  }

  return {
    async create<D extends ItemData>(item: NewItem<D>) {
      const { id, ...fields } = item;
      const doc: ItemDoc = { ...fields, _id: id, mediaIds: [...fields.mediaIds], version: 1 };
      await insertSlug(item.kind, item.slug, id);
      try {
        await items.create(doc);
      } catch (error) {
        await slugs.deleteOne({ kind: item.kind, slug: item.slug, itemId: id });
        throw error;
      }
      return toItem<D>(doc);
    },

    async findBySlug<D extends ItemData>(kind: ItemKind, slug: string) {
      const row = await slugs.findOne({ kind, slug }).lean();
      if (!row) return null;
      const doc = await items.findOne({ _id: row.itemId, kind }).lean();
      return doc ? toItem<D>(doc) : null;
    },

    async findById<D extends ItemData>(kind: ItemKind, id: string) {
      const doc = await items.findOne({ _id: id, kind }).lean();
      return doc ? toItem<D>(doc) : null;
    },

    async update<D extends ItemData>(
      kind: ItemKind,
      id: string,
      expectedVersion: number,
      changes: ItemChanges<D>,
    ): Promise<ItemUpdateResult<D>> {
      // Answering missing/stale before touching slugs keeps a doomed write from reserving one.
      const before = await items.findOne({ _id: id, kind }).lean();
      if (!before) return { kind: "missing" };
      if (before.version !== expectedVersion) return { kind: "stale", current: toItem<D>(before) };

      const newSlug =
        changes.slug !== undefined && changes.slug !== before.slug ? changes.slug : null;
      const reserved = newSlug !== null && (await reserveSlug(kind, newSlug, id));
      const updated = await items
        .findOneAndUpdate(
          { _id: id, kind, version: expectedVersion },
          { $set: changeSet(changes), $inc: { version: 1 } },
          { returnDocument: "after" },
        )
        .lean();
      if (updated) return { kind: "updated", item: toItem<D>(updated) };

      // Another write got in between. Give back the slug we reserved, unless that write moved
      // the item onto the same slug and so now holds it too.
      const current = await items.findOne({ _id: id, kind }).lean();
      if (reserved && current?.slug !== newSlug) {
        await slugs.deleteOne({ kind, slug: newSlug, itemId: id });
      }
      return current ? { kind: "stale", current: toItem<D>(current) } : { kind: "missing" };
    },

    async delete(kind: ItemKind, id: string) {
      const result = await items.deleteOne({ _id: id, kind });
      if (result.deletedCount === 0) return false;
      await slugs.deleteMany({ kind, itemId: id });
      return true;
    },

    async list<D extends ItemData>(kind: ItemKind, query: ItemListQuery) {
      // $limit refuses 0, and an empty page needs no query.
      const page = async () => {
        if (query.limit < 1) return [];
        return items.aggregate<ItemDoc>(pagePipeline(listFilter(kind, query), query));
      };
      const [docs, total] = await Promise.all([
        page(),
        items.countDocuments(listFilter(kind, query)),
      ]);
      return { items: docs.map((doc) => toItem<D>(doc)), total };
    },

    async aliasesOf(kind: ItemKind, id: string) {
      const item = await items.findOne({ _id: id, kind }).lean();
      if (!item) return [];
      const rows = await slugs
        .find({ kind, itemId: id, slug: trusted({ $ne: item.slug }) })
        .sort({ slug: 1 })
        .lean();
      return rows.map((row) => row.slug);
    },

    async counts(kind: ItemKind, now: Date): Promise<ItemCounts> {
      const count = (status: "draft" | "published" | "scheduled") =>
        items.countDocuments({ kind: { $eq: kind }, ...statusFilter(status, now) });
      const [draft, published, scheduled] = await Promise.all([
        count("draft"),
        count("published"),
        count("scheduled"),
      ]);
      return { draft, published, scheduled };
    },

    async countDue(after: Date, until: Date) {
      return items.countDocuments({
        status: { $eq: "published" },
        publishedAt: trusted({ $gt: after, $lte: until }),
        $expr: trusted({ $gt: ["$publishedAt", "$updatedAt"] }),
      });
    },

    async nextScheduled(now: Date) {
      const doc = await items
        .findOne({ status: { $eq: "published" }, publishedAt: trusted({ $gt: now }) })
        .sort({ publishedAt: 1 })
        .lean();
      return doc?.publishedAt ?? null;
    },
  };
}
