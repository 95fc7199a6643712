import type { z } from "zod";
import {
  auditDetail,
  buildReason,
  itemStampPageSchema,
  KIND_SCHEMAS,
  type ItemStamp,
  type ItemStatus,
  type ListQuery,
  type RevisionList,
  type RevisionListOptions,
} from "@leca/shared/contracts";
import { HttpError, notFound, validationError } from "../../lib/http-error";
import { UniqueViolation } from "../../store/errors";
import type { Actor, AuditEvent } from "../audit/audit-log";
import type { Store, ItemListQuery, ItemRecord, MediaRecord } from "../../store/types";
import { decodeCursor, encodeCursor, type CursorSource } from "./cursor";
import { newRecord, patchedData, publicationDate, restoredData } from "./kind";
import type { DataOf, KindSpec, KindTypes, Validated } from "./kind-types";
import { changedFields, recordAt, revisionOfRecord } from "./revisions";
import { slugCandidates, slugFromTitle } from "./slugs";
import { ReplyCache, type CachedReply } from "./reply-cache";

const stampOf = (
  row: Pick<ItemRecord, "id" | "slug" | "status" | "publishedAt" | "updatedAt" | "version">,
): ItemStamp => ({
  id: row.id,
  slug: row.slug,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const isLive = (record: Pick<ItemRecord, "status" | "publishedAt">, now: Date) =>
  record.status === "published" && record.publishedAt !== null && record.publishedAt <= now;

export interface ItemPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/** What the item service works with; the items plugin wires it (plugins/items.ts). */
export interface ItemServiceDeps {
  store: Store;
  /** The API's clock: publication dates are compared with it. */
  now: () => Date;
  /** Asks for a site rebuild (debounced and led by the builds service). */
  requestBuild(reason: string): void;
  /** Records publishing, unpublishing and deleting in the audit log (services/audit). */
  audit(event: AuditEvent): Promise<void>;
}

/**
 * News and gallery share one life cycle: slugs and aliases, versions, publishing, rebuilds. The
 * kind (KindSpec) types each step: its request bodies, the content it stores and its replies.
 */
/**
 * What the public reads carries no admin's username: the spec tells an unknown username from a
 * wrong password, and a name is the half of a sign-in an attacker should have to guess.
 */
const withoutEditor = <I>(item: I): I => ({ ...item, updatedBy: null }) as I;
const same = <I>(item: I): I => item;

export class ItemService<T extends KindTypes> {
  private readonly publicCache = new ReplyCache();
  private readonly publicLists = new ReplyCache();
  /**
   * Admins' list pages: the dashboard asks for the same pages again and again (on every return
   * to the list, on window focus, and after each save), and an uncached page costs the server
   * more than ten times a cached one (docs/benchmarks/2026-11-api-reads.md). Valid while the
   * store's content version is unchanged, so exact across instances; no time limit but `until`.
   */
  private readonly adminLists = new ReplyCache(Infinity, 200);
  /** A page of summaries and a page of whole items, for responses and the cached public JSON. */
  readonly pageSchemas: { summary: z.ZodType; full: z.ZodType; version: z.ZodType };

  constructor(
    private readonly deps: ItemServiceDeps,
    readonly spec: KindSpec<T>,
  ) {
    // The kind's own page schemas (the route table answers with the same ones).
    const schemas = KIND_SCHEMAS[spec.kind];
    this.pageSchemas = {
      summary: schemas.summaryPage,
      full: schemas.page,
      version: itemStampPageSchema,
    };
  }

  private get store() {
    return this.deps.store;
  }

  async get(slug: string, asAdmin: boolean): Promise<T["item"]> {
    const record = await this.find(slug);
    if (!record || (!asAdmin && !isLive(record, this.deps.now()))) throw notFound("item.notFound");
    const item = await this.respond(record);
    return asAdmin ? item : withoutEditor(item);
  }

  /** The public reply for a live item, serialized once (and checked against the schema). */
  async getPublic(slug: string): Promise<CachedReply> {
    const now = Date.now();
    const cached = this.publicCache.get(slug, now);
    if (cached !== undefined) return cached;
    const json = JSON.stringify(this.spec.itemSchema.parse(await this.get(slug, false)));
    return this.publicCache.set(slug, json, now);
  }

  /**
   * A public list page, serialized once: what the site build and the public read. It can change
   * by the clock alone when a scheduled item comes due, so it is kept no longer than that.
   */
  async listPublic(
    query: ListQuery,
    options: { beforeMiss?: (() => Promise<void>) | undefined } = {},
  ): Promise<CachedReply> {
    return this.cachedList(query, false, options.beforeMiss);
  }

  /** An admin's list page (every status), from the cache while no item changed anywhere. */
  async listAdmin(query: ListQuery): Promise<CachedReply> {
    return this.cachedList(query, true);
  }

  /** `beforeMiss`: asked before a reply the cache does not hold is made (it may throw: 429). */
  private async cachedList(
    query: ListQuery,
    asAdmin: boolean,
    beforeMiss?: () => Promise<void>,
  ): Promise<CachedReply> {
    // The API's clock throughout: the expiry is compared with a publication date.
    const now = this.deps.now().getTime();
    const { fields, sort, page, pageSize, q, cursor, status, translation } = query;
    // Admin-only filters (status, translation) are keyed as given; storeQuery alone decides that
    // the public's lists ignore them.
    const key = JSON.stringify([
      fields,
      sort,
      page,
      pageSize,
      q ?? "",
      cursor ?? "",
      status ?? "",
      translation ?? "",
    ]);
    const cache = asAdmin ? this.adminLists : this.publicLists;
    // Read before the list: a write that lands in between leaves this entry behind at once.
    const version = asAdmin ? await this.store.items.contentVersion() : undefined;
    const cached = cache.get(key, now, version);
    if (cached !== undefined) return cached;
    await beforeMiss?.();
    const next = await this.store.items.nextScheduled(new Date(now));
    const reply = await this.list(query, asAdmin);
    const json = JSON.stringify(this.pageSchemas[fields].parse(reply));
    return cache.set(key, json, now, next?.getTime() ?? Infinity, version);
  }

  /**
   * A list page of summaries, whole items (`fields` "full") or stamps ("version"); by offset
   * (`page`) or after `cursor`.
   */
  async list(
    query: ListQuery,
    asAdmin: boolean,
  ): Promise<ItemPage<T["summary"]> | ItemPage<T["item"]> | ItemPage<ItemStamp>> {
    const stored = this.storeQuery(query, asAdmin);
    // One row more than the page tells whether a next page exists.
    const pageOf = <T>(rows: CursorSource[], items: T[], total: number): ItemPage<T> => {
      const last = rows.length > query.pageSize ? rows[query.pageSize - 1] : undefined;
      return {
        items: items.slice(0, query.pageSize),
        total,
        page: query.page,
        pageSize: query.pageSize,
        nextCursor: last ? encodeCursor(query.sort, last) : null,
      };
    };
    if (query.fields === "full") {
      const { items, total } = await this.store.items.list<DataOf<T>>(this.spec.kind, stored);
      const media = await this.mediaFor(items.flatMap((item) => this.spec.mediaIdsOf(item.data)));
      return pageOf(
        items,
        items.map((item) => this.spec.toResponse(item, media)).map(asAdmin ? same : withoutEditor),
        total,
      );
    }
    const { items, total } = await this.store.items.listSummaries(this.spec.kind, stored);
    // Stamps need no pictures: the list row's own columns are the whole answer.
    if (query.fields === "version") return pageOf(items, items.map(stampOf), total);
    const media = await this.mediaFor(
      items.flatMap((item) => this.spec.listedMediaIdsOf(item.data)),
    );
    return pageOf(
      items,
      items.map((item) => this.spec.toSummary(item, media)).map(asAdmin ? same : withoutEditor),
      total,
    );
  }

  private storeQuery(query: ListQuery, asAdmin: boolean): ItemListQuery {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
    // A cursor from elsewhere, or one made for another sort, would start the page anywhere.
    if (after === null) throw validationError({ cursor: "validation.invalid" });
    if (after && query.page !== 1) throw validationError({ page: "validation.invalid" });
    return {
      visibility: asAdmin ? "all" : "public",
      now: this.deps.now(),
      status: query.status,
      q: query.q?.toLocaleLowerCase(),
      // Like status, a filter of the admin's lists only: the public sees what is published.
      ...(asAdmin && query.translation ? { translation: query.translation } : {}),
      sort: query.sort,
      offset: after ? 0 : (query.page - 1) * query.pageSize,
      limit: query.pageSize + 1,
      ...(after ? { after } : {}),
    };
  }

  /** Creates an item; `by.username` is recorded as who last changed it. */
  async create(input: Validated<T["input"]>, by: Actor): Promise<T["item"]> {
    const explicit = this.spec.inputMeta(input).slug;
    const now = this.deps.now();
    const item = newRecord(this.spec, input, { now, editor: by.username });
    await this.check(item.data, item.status);
    const base = explicit ?? slugFromTitle(this.spec.titleOf(item.data));
    // An explicit slug must be free; a made-up one takes the next free variant.
    for (const slug of explicit ? [explicit] : slugCandidates(base)) {
      try {
        const record = await this.store.items.create({ ...item, slug });
        // A scheduled item is built when its date comes (the builds scheduler), not now.
        this.afterWrite(
          isLive(record, now),
          buildReason("item-published", { kind: this.spec.kind, slug, by: by.username }),
        );
        if (record.status === "published") await this.audit("publish", record, by, now);
        return this.respond(record);
      } catch (error) {
        if (!(error instanceof UniqueViolation) || explicit) throw this.slugError(error);
      }
    }
    throw new Error("unreachable: slug candidates are endless");
  }

  async update(slug: string, body: Validated<T["patch"]>, by: Actor): Promise<T["item"]> {
    const current = await this.find(slug);
    if (!current) throw notFound("item.notFound");
    const patch = this.spec.patchMeta(body);
    return this.save(current, patch.version, by, {
      slug: patch.slug,
      status: patch.status ?? current.status,
      publishedAt: patch.publishedAt,
      data: patchedData(this.spec, current.data, body),
    });
  }

  /** The item's saves, newest first, `limit` at a time (older than version `before`). */
  async history(slug: string, query: RevisionListOptions): Promise<RevisionList> {
    const current = await this.find(slug);
    if (!current) throw notFound("item.notFound");
    const { limit } = query;
    const stored = await this.store.items.revisions(this.spec.kind, current.id, {
      before: query.before,
      limit: limit + 1,
    });
    // An item last saved before history was kept has no revision of its current version yet.
    const newest = query.before === undefined && stored[0]?.version !== current.version;
    const rows = newest ? [revisionOfRecord(current), ...stored] : stored;
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({
        version: row.version,
        savedAt: row.savedAt.toISOString(),
        savedBy: row.savedBy,
        fields: row.fields,
      })),
      nextBefore: rows.length > limit ? (page.at(-1)?.version ?? null) : null,
    };
  }

  /** One save of the item, with the item as it was then. */
  async revision(slug: string, version: number) {
    const current = await this.find(slug);
    if (!current) throw notFound("item.notFound");
    const revision = await this.findRevision(current, version);
    return {
      version: revision.version,
      savedAt: revision.savedAt.toISOString(),
      savedBy: revision.savedBy,
      fields: revision.fields,
      item: await this.respond(recordAt(current, revision, this.spec)),
    };
  }

  /**
   * Saves an old revision's content (texts and pictures) as a new revision. The item keeps its
   * address and state (published stays published): a restore brings words back, it does not
   * republish or unpublish. `expectedVersion` is the version the admin looked at, as in a save.
   */
  async restore(slug: string, version: number, expectedVersion: number, by: Actor) {
    const current = await this.find(slug);
    if (!current) throw notFound("item.notFound");
    const revision = await this.findRevision(current, version);
    const data = restoredData(this.spec, current.data, revision.data);
    // A picture deleted since: the old version cannot come back whole, and no form field of the
    // admin's shows that picture, so one message for the restore.
    const mediaGone = () => new HttpError(400, "VALIDATION_FAILED", "item.restoreMediaMissing");
    return this.save(
      current,
      expectedVersion,
      by,
      { slug: undefined, status: current.status, publishedAt: undefined, data },
      { mediaGone, restoredFrom: version },
    );
  }

  private async findRevision(current: ItemRecord<DataOf<T>>, version: number) {
    const revision =
      (await this.store.items.revision<DataOf<T>>(this.spec.kind, current.id, version)) ??
      (version === current.version ? revisionOfRecord(current) : null);
    if (!revision) throw notFound("item.revisionNotFound");
    return revision;
  }

  /** Writes a save (an update or a restore) if the item is still at `expectedVersion`. */
  private async save(
    current: ItemRecord<DataOf<T>>,
    expectedVersion: number,
    by: Actor,
    next: {
      slug: string | undefined;
      status: ItemStatus;
      publishedAt: string | null | undefined;
      data: DataOf<T>;
    },
    restore?: { mediaGone: () => HttpError; restoredFrom: number },
  ): Promise<T["item"]> {
    await this.check(next.data, next.status, restore?.mediaGone);
    const now = this.deps.now();
    const publishedAt = publicationDate(next.status, next.publishedAt, current.publishedAt, now);
    const after = {
      slug: next.slug ?? current.slug,
      status: next.status,
      publishedAt,
      data: next.data,
    };
    const fields = changedFields(this.spec, current, after);
    let result;
    try {
      result = await this.store.items.update<DataOf<T>>(
        this.spec.kind,
        current.id,
        expectedVersion,
        {
          ...(next.slug === undefined ? {} : { slug: next.slug }),
          status: next.status,
          publishedAt,
          data: next.data,
          mediaIds: this.spec.mediaIdsOf(next.data),
          searchText: this.spec.searchTextOf(next.data),
          updatedAt: now,
          updatedBy: by.username,
          changedFields: fields,
        },
      );
    } catch (error) {
      throw this.slugError(error);
    }
    if (result.kind === "missing") throw notFound("item.notFound");
    if (result.kind === "stale") throw this.staleError(result.current, expectedVersion);
    // Anything that was or now is on the site changes the site.
    this.afterWrite(
      isLive(current, now) || isLive(result.item, now),
      buildReason("item-updated", {
        kind: this.spec.kind,
        slug: result.item.slug,
        by: by.username,
      }),
    );
    if (current.status !== result.item.status) {
      const action = result.item.status === "published" ? "publish" : "unpublish";
      await this.audit(action, result.item, by, now);
    }
    // What the public may read changed: the log names the fields (a draft's saves are history's).
    if (restore) {
      await this.audit("restore", result.item, by, now, { version: restore.restoredFrom });
    } else if (current.status === "published" && result.item.status === "published") {
      if (fields.length > 0) await this.audit("edit-published", result.item, by, now, { fields });
    }
    return this.respond(result.item);
  }

  /**
   * 409 for a save made on an older version, with who saved since and a link to the dashboard's
   * comparison of the version the admin had with the current one.
   */
  private staleError(current: ItemRecord<DataOf<T>>, expectedVersion: number) {
    const changes = new URLSearchParams({
      from: String(expectedVersion),
      to: String(current.version),
    });
    return new HttpError(409, "STALE_WRITE", "item.stale", {
      details: {
        currentVersion: current.version,
        updatedAt: current.updatedAt.toISOString(),
        updatedBy: current.updatedBy,
        changes: `/dashboard/${this.spec.kind}/${current.slug}/history?${changes}`,
      },
    });
  }

  async remove(slug: string, by: Actor): Promise<void> {
    const current = await this.find(slug);
    if (!current || !(await this.store.items.delete(this.spec.kind, current.id))) {
      throw notFound("item.notFound");
    }
    const now = this.deps.now();
    this.afterWrite(
      isLive(current, now),
      buildReason("item-deleted", { kind: this.spec.kind, slug: current.slug, by: by.username }),
    );
    await this.audit("delete", current, by, now);
  }

  /**
   * An entry for the audit log: the item by its English title; the detail its path (and the date
   * a scheduled one waits for), the fields a published item's save changed, or the restored save.
   */
  private audit(
    action: "publish" | "unpublish" | "delete" | "edit-published" | "restore",
    record: ItemRecord<DataOf<T>>,
    by: Actor,
    now: Date,
    more: { fields?: string[]; version?: number } = {},
  ): Promise<void> {
    const scheduledFor =
      action === "publish" && record.publishedAt && record.publishedAt > now
        ? record.publishedAt.toISOString()
        : null;
    const detail = more.fields
      ? auditDetail("fields", { fields: more.fields.join(",") })
      : more.version !== undefined
        ? auditDetail("restored", { version: more.version })
        : auditDetail("item", { path: `/${record.slug}/`, scheduledFor });
    return this.deps.audit({
      action,
      by,
      target: { type: this.spec.kind, id: record.id, label: this.spec.titleOf(record.data) },
      detail,
    });
  }

  /** The item of this kind under a slug or one of its aliases. */
  private find(slug: string) {
    return this.store.items.findBySlug<DataOf<T>>(this.spec.kind, slug);
  }

  /**
   * What the content must be before it is stored: publishable if published, and every picture it
   * names still there (`mediaGone` words the latter as one error instead of one per field).
   */
  private async check(data: DataOf<T>, status: string, mediaGone?: () => HttpError) {
    const problems = status === "published" ? this.spec.publishProblems(data) : [];
    if (problems.length > 0) throw validationError(Object.fromEntries(problems));
    const fields = this.spec.mediaFieldsOf(data);
    const found = new Set(
      (await this.store.media.getMany(fields.map(([, id]) => id))).map((m) => m.id),
    );
    const missing = fields.filter(([, id]) => !found.has(id));
    if (missing.length === 0) return;
    throw (
      mediaGone?.() ??
      validationError(Object.fromEntries(missing.map(([field]) => [field, "item.mediaMissing"])))
    );
  }

  private slugError(error: unknown) {
    if (error instanceof UniqueViolation) {
      return new HttpError(409, "SLUG_TAKEN", "item.slugTaken", {
        fields: { slug: "item.slugTaken" },
      });
    }
    return error;
  }

  private afterWrite(affectsSite: boolean, reason: string) {
    // Every write passes here: what the public saw may have changed.
    this.publicCache.clear();
    this.publicLists.clear();
    this.adminLists.clear();
    if (affectsSite) this.deps.requestBuild(reason);
  }

  private async mediaFor(ids: string[]): Promise<Map<string, MediaRecord>> {
    if (ids.length === 0) return new Map();
    const media = await this.store.media.getMany(ids);
    return new Map(media.map((m) => [m.id, m]));
  }

  private async respond(record: ItemRecord<DataOf<T>>): Promise<T["item"]> {
    return this.spec.toResponse(record, await this.mediaFor(this.spec.mediaIdsOf(record.data)));
  }
}
