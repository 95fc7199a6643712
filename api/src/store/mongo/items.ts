import { trusted, Types, type ClientSession } from "mongoose";
import { summaryData } from "../summary";
import { MissingMedia, UniqueViolation } from "../errors";
import type {
  ItemChanges,
  ItemCounts,
  ItemData,
  ItemKind,
  ItemListQuery,
  ItemRecord,
  ItemRevision,
  ItemStore,
  ItemSummary,
  ItemUpdateResult,
  NewItem,
} from "../types";
import { isDuplicateKey } from "./duplicate-key";
import { mongoItemList, statusFilter } from "./item-list";
import { REVISIONS_KEPT } from "../types/items";
import type { ItemDoc, Models, RevisionDoc } from "./models";
import type { Transaction } from "./transactions";

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

/** A document read with item-list.ts's summary projection: only its kind's summary fields. */
function toSummary(doc: ItemDoc): ItemSummary {
  const { data, searchText: _searchText, mediaIds: _mediaIds, ...rest } = toItem(doc);
  return { ...rest, data: summaryData(doc.kind, data) };
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

/**
 * Item writes run in transactions (see transactions.ts): the item, its slugs and the media it
 * refers to change together or not at all, so no slug is left without its item.
 */
export function mongoItemStore(models: Models, transaction: Transaction): ItemStore {
  const { items, slugs, media, counters, revisions } = models;

  /** The item as this write left it, kept in the same transaction; the oldest past the limit go. */
  async function keepRevision(doc: ItemDoc, fields: string[] | undefined, session: ClientSession) {
    const revision: RevisionDoc = {
      _id: `${doc._id}:${doc.version}`,
      itemId: doc._id,
      kind: doc.kind,
      version: doc.version,
      savedAt: doc.updatedAt,
      savedBy: doc.updatedBy ?? null,
      fields: fields ?? [],
      slug: doc.slug,
      status: doc.status,
      publishedAt: doc.publishedAt ?? null,
      data: doc.data,
    };
    await revisions.create([revision], { session });
    await revisions.deleteMany(
      { itemId: doc._id, version: trusted({ $lte: doc.version - REVISIONS_KEPT }) },
      { session },
    );
  }
  // Inside each write's transaction, so the number and the write commit together.
  const bump = (session: ClientSession) =>
    counters.updateOne({ _id: "items" }, { $inc: { version: 1 } }, { upsert: true, session });
  const listDocs = mongoItemList(models);

  /**
   * Takes the slug for the item, unless the item holds it already (one of its aliases). The slugs
   * collection's unique index is the real guard; the owner is read first only to tell the item's
   * own alias apart, and because a duplicate-key error aborts the whole transaction.
   */
  async function reserveSlug(
    kind: ItemKind,
    slug: string,
    itemId: string,
    session: ClientSession,
  ): Promise<void> {
    const owner = await slugs.findOne({ kind, slug }).session(session).lean();
    if (owner?.itemId === itemId) return;
    if (owner) throw new UniqueViolation("slug");
    try {
      await slugs.create([{ kind, slug, itemId }], { session });
    } catch (error) {
      if (isDuplicateKey(error, "slug")) throw new UniqueViolation("slug");
      throw error;
    }
  }

  /**
   * Checks that every file exists and writes a fresh refLock into each: MongoDB has no read
   * locks, so this write is what makes a concurrent media delete (which writes the same
   * document) conflict with this transaction, and one of the two is retried after the other.
   */
  async function referToMedia(mediaIds: string[], session: ClientSession): Promise<void> {
    const unique = [...new Set(mediaIds)];
    if (unique.length === 0) return;
    const result = await media.updateMany(
      { _id: trusted({ $in: unique }) },
      { $set: { refLock: new Types.ObjectId() } },
      { session },
    );
    if (result.matchedCount !== unique.length) throw new MissingMedia();
  }

  return {
    async create<D extends ItemData>(item: NewItem<D>) {
      const { id, changedFields, ...fields } = item;
      const doc: ItemDoc = { ...fields, _id: id, mediaIds: [...fields.mediaIds], version: 1 };
      await transaction(async (session) => {
        await referToMedia(doc.mediaIds, session);
        await reserveSlug(item.kind, item.slug, id, session);
        await items.create([doc], { session });
        await keepRevision(doc, changedFields, session);
        await bump(session);
      });
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
      return transaction(async (session): Promise<ItemUpdateResult<D>> => {
        const before = await items.findOne({ _id: id, kind }).session(session).lean();
        if (!before) return { kind: "missing" };
        if (before.version !== expectedVersion) {
          return { kind: "stale", current: toItem<D>(before) };
        }
        if (changes.mediaIds !== undefined) await referToMedia(changes.mediaIds, session);
        if (changes.slug !== undefined && changes.slug !== before.slug) {
          await reserveSlug(kind, changes.slug, id, session);
        }
        // The version in the filter still matters: a write that committed after this
        // transaction's snapshot makes this one conflict, and the retry then answers "stale".
        const updated = await items
          .findOneAndUpdate(
            { _id: id, kind, version: expectedVersion },
            { $set: changeSet(changes), $inc: { version: 1 } },
            { returnDocument: "after", session },
          )
          .lean();
        if (!updated) throw new Error(`item ${id} changed inside its own transaction`);
        await keepRevision(updated, changes.changedFields, session);
        await bump(session);
        return { kind: "updated", item: toItem<D>(updated) };
      });
    },

    async delete(kind: ItemKind, id: string) {
      return transaction(async (session) => {
        const result = await items.deleteOne({ _id: id, kind }, { session });
        if (result.deletedCount === 0) return false;
        await slugs.deleteMany({ kind, itemId: id }, { session });
        await revisions.deleteMany({ itemId: id }, { session });
        await bump(session);
        return true;
      });
    },

    async revisions(kind, id, { before, limit }) {
      const docs = await revisions
        .find({
          itemId: { $eq: id },
          kind: { $eq: kind },
          ...(before === undefined ? {} : { version: trusted({ $lt: before }) }),
        })
        .sort({ version: -1 })
        .limit(limit)
        .select({ version: 1, savedAt: 1, savedBy: 1, fields: 1 })
        .lean();
      return docs.map((doc) => ({
        version: doc.version,
        savedAt: doc.savedAt,
        savedBy: doc.savedBy ?? null,
        fields: [...doc.fields],
      }));
    },

    async revision<D extends ItemData>(kind: ItemKind, id: string, version: number) {
      const doc = await revisions.findOne({ _id: `${id}:${version}`, kind: { $eq: kind } }).lean();
      if (!doc) return null;
      const revision: ItemRevision<D> = {
        itemId: doc.itemId,
        version: doc.version,
        savedAt: doc.savedAt,
        savedBy: doc.savedBy ?? null,
        fields: [...doc.fields],
        slug: doc.slug,
        status: doc.status,
        publishedAt: doc.publishedAt ?? null,
        data: doc.data as D,
      };
      return revision;
    },

    async list<D extends ItemData>(kind: ItemKind, query: ItemListQuery) {
      const { docs, total } = await listDocs(kind, query, false);
      return { items: docs.map((doc) => toItem<D>(doc)), total };
    },

    async listSummaries(kind: ItemKind, query: ItemListQuery) {
      const { docs, total } = await listDocs(kind, query, true);
      return { items: docs.map(toSummary), total };
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

    async contentVersion() {
      return (await counters.findOne({ _id: "items" }).lean())?.version ?? 0;
    },
  };
}
