// The collections and their indexes. Records keep their own string ids as `_id`; the adapters map
// documents back to the record types, so nothing mongoose-specific leaks out of this folder.
import { Schema, type Connection, type Types } from "mongoose";
import { ENDED_SESSION_KEEP_MS } from "../retention";
import { LANGUAGES, type QuoteRequest } from "@leca/shared/contracts";
import type {
  AuditRecord,
  BuildRecord,
  BuildRequest,
  ContactNoteRecord,
  ContactRecord,
  ItemKind,
  ItemRecord,
  ItemRevision,
  LeaseRecord,
  MediaRecord,
  RateLimitWindow,
  SessionRecord,
  UserRecord,
} from "../types";

/**
 * Titles order case-insensitively through this collation, which the title index is built with
 * (a query must name the same collation to use it).
 */
export const TITLE_COLLATION: { locale: string; strength: number } = { locale: "en", strength: 2 };

type Stored<R extends { id: string }> = Omit<R, "id"> & { _id: string };

export type UserDoc = Stored<UserRecord>;
/** graceUsed: whether the grace window already served previousJti (see the session adapters). */
export type SessionDoc = Stored<SessionRecord> & {
  graceUsed?: boolean;
  /** The admin's list of sessions only (SessionStore.listForUser). */
  userAgent?: string | null;
  address?: string | null;
};
/** refLock: written by every item write that refers to the file (see referToMedia in items.ts). */
export type MediaDoc = Stored<MediaRecord> & { refLock?: Types.ObjectId };
export type ItemDoc = Stored<ItemRecord>;
export type ContactDoc = Stored<ContactRecord>;
/** One save of an item, under `<itemId>:<version>`: a second write of the same save clashes. */
export type RevisionDoc = ItemRevision & { _id: string; kind: ItemKind };
export type BuildDoc = Stored<BuildRecord>;
export type BuildRequestDoc = Stored<BuildRequest>;
/** A lease's name is its `_id`: one document per lease, so an upsert race ends in a key clash. */
export type LeaseDoc = Omit<LeaseRecord, "name"> & { _id: string };
/** A rate-limit window under its key (`_id`): one document, so every hit counts into it. */
export type RateLimitDoc = RateLimitWindow & {
  _id: string;
  /** Sign-in throttling (RateLimitStore.attempt): when the next attempt may be made. */
  waitUntil?: Date | null;
  /** Whether the last attempt() found the key waiting (and so changed nothing). */
  waiting?: boolean;
};

export type AuditDoc = Stored<AuditRecord>;

/** One row per slug an item holds or held (current slug and aliases): the uniqueness guard. */
export interface SlugDoc {
  kind: ItemKind;
  slug: string;
  itemId: string;
}

// versionKey off: items carry their own `version`, and no record has a `__v`. minimize off: an
// empty object inside item data (a caption with no text yet) must come back, not vanish.
const options = { versionKey: false, strict: true, strictQuery: true, minimize: false } as const;

const id = { type: String, required: true } as const;
const nullableDate = { type: Date, default: null } as const;
const nullableString = { type: String, default: null } as const;

const userSchema = new Schema<UserDoc>(
  {
    _id: id,
    username: { type: String, required: true, unique: true },
    passwordHash: String,
    role: String,
    createdAt: Date,
    updatedAt: Date,
    envPasswordHash: nullableString,
    totp: {
      type: new Schema(
        {
          secret: String,
          enabledAt: Date,
          lastStep: Number,
          recoveryCodes: [String],
          // Absent on documents stored before it was kept (read as empty: mongo/users.ts).
          usedRecoveryCodes: [String],
        },
        { _id: false, ...options },
      ),
      default: null,
    },
    totpPending: nullableString,
    uiLanguage: { type: String, enum: [...LANGUAGES, null], default: null },
  },
  options,
);

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: id,
    userId: { type: String, required: true, index: true },
    currentJti: String,
    previousJti: nullableString,
    rotatedAt: nullableDate,
    createdAt: Date,
    lastUsedAt: Date,
    expiresAt: Date,
    revokedAt: nullableDate,
    graceUsed: { type: Boolean, default: false },
    userAgent: nullableString,
    address: nullableString,
  },
  options,
);
// MongoDB deletes a family on its own once it ended (its TTL monitor runs every minute).
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: ENDED_SESSION_KEEP_MS / 1000 });

const mediaSchema = new Schema<MediaDoc>(
  {
    _id: id,
    filename: String,
    type: String,
    width: Number,
    height: Number,
    bytes: Number,
    createdAt: Date,
    createdBy: nullableString,
    refLock: Schema.Types.ObjectId,
  },
  options,
);

const itemSchema = new Schema<ItemDoc>(
  {
    _id: id,
    kind: { type: String, required: true },
    slug: String,
    status: String,
    publishedAt: nullableDate,
    createdAt: Date,
    updatedAt: Date,
    updatedBy: nullableString,
    version: Number,
    data: Schema.Types.Mixed,
    mediaIds: { type: [String], index: true },
    searchText: String,
  },
  options,
);
itemSchema.index({ status: 1, publishedAt: 1 });

const revisionSchema = new Schema<RevisionDoc>(
  {
    _id: id,
    itemId: { type: String, required: true },
    kind: { type: String, required: true },
    version: { type: Number, required: true },
    savedAt: Date,
    savedBy: nullableString,
    fields: { type: [String], default: [] },
    slug: String,
    status: String,
    publishedAt: nullableDate,
    data: Schema.Types.Mixed,
  },
  options,
);
// An item's history, newest first; and pruning its oldest.
revisionSchema.index({ itemId: 1, version: -1 });
// Item lists (item-list.ts): per order, one index for every status and one led by status (the
// public and the build read "published"; the counts use its first three keys), each ending in
// the _id the keyset pages need. The date ones serve newest and oldest (read either way).
itemSchema.index({ kind: 1, publishedAt: -1, createdAt: -1, _id: -1 });
itemSchema.index({ kind: 1, status: 1, publishedAt: -1, createdAt: -1, _id: -1 });
itemSchema.index({ kind: 1, updatedAt: -1, _id: -1 });
itemSchema.index({ kind: 1, status: 1, updatedAt: -1, _id: -1 });
itemSchema.index({ kind: 1, "data.title.en": 1, _id: 1 }, { collation: TITLE_COLLATION });
itemSchema.index(
  { kind: 1, status: 1, "data.title.en": 1, _id: 1 },
  { collation: TITLE_COLLATION },
);
// A search's unanchored $regex cannot seek, but can test the keys of this index instead of
// reading every document.
itemSchema.index({ kind: 1, searchText: 1 });

const slugSchema = new Schema<SlugDoc>(
  {
    kind: { type: String, required: true },
    slug: { type: String, required: true },
    itemId: { type: String, required: true },
  },
  options,
);
slugSchema.index({ kind: 1, slug: 1 }, { unique: true });
slugSchema.index({ kind: 1, itemId: 1 });

const contactFieldsSchema = new Schema<ContactRecord["fields"]>(
  {
    name: String,
    family: String,
    continent: String,
    country: String,
    city: String,
    address: String,
    "postal-code": String,
    "how-to-contact": String,
    email: String,
    phone: String,
    message: String,
  },
  { ...options, _id: false },
);

const quotePackSchema = new Schema(
  { unit: String, size: Number, count: Number },
  { ...options, _id: false },
);

const quoteSchema = new Schema<QuoteRequest>(
  {
    product: String,
    use: String,
    volumeM3: Number,
    allowancePercent: Number,
    packs: [quotePackSchema],
    containerM3: Number,
    densityKgM3: Number,
    massSavedKg: Number,
  },
  { ...options, _id: false },
);

const contactNoteSchema = new Schema<ContactNoteRecord>(
  { id: String, author: nullableString, text: String, createdAt: Date },
  { ...options, _id: false },
);

const contactSchema = new Schema<ContactDoc>(
  {
    _id: id,
    fields: contactFieldsSchema,
    quote: { type: quoteSchema, default: null },
    source: nullableString,
    createdAt: { type: Date, index: true },
    read: { type: Boolean, default: false },
    status: { type: String, default: "new" },
    statusChangedAt: nullableDate,
    statusChangedBy: nullableString,
    archivedAt: nullableDate,
    notes: { type: [contactNoteSchema], default: [] },
    mailStatus: String,
    mailAttempts: { type: Number, default: 0 },
    mailNextAttemptAt: nullableDate,
    mailLeaseUntil: nullableDate,
    mailSentAt: nullableDate,
    mailLastError: nullableString,
  },
  options,
);
contactSchema.index({ mailStatus: 1, createdAt: 1 });
// The inbox's status filter, newest first.
contactSchema.index({ status: 1, createdAt: -1 });
// The inbox's default list (not archived) and its archive, newest first.
contactSchema.index({ archivedAt: 1, createdAt: -1 });

const buildSchema = new Schema<BuildDoc>(
  {
    _id: id,
    status: String,
    builder: String,
    reason: String,
    requestedAt: { type: Date, index: true },
    startedAt: nullableDate,
    finishedAt: nullableDate,
    logTail: { type: String, default: "" },
    externalId: nullableString,
  },
  options,
);
buildSchema.index({ status: 1, requestedAt: -1 });

const buildRequestSchema = new Schema<BuildRequestDoc>(
  { _id: id, reason: String, requestedAt: { type: Date, index: true }, urgent: Boolean },
  options,
);

const leaseSchema = new Schema<LeaseDoc>(
  { _id: id, holder: String, acquiredAt: Date, expiresAt: Date },
  options,
);

/** A counter that every item write adds 1 to inside its transaction (see ItemStore.contentVersion). */
export interface CounterDoc {
  _id: string;
  version: number;
}

const counterSchema = new Schema<CounterDoc>({ _id: id, version: Number }, options);

const rateLimitSchema = new Schema<RateLimitDoc>(
  { _id: id, count: Number, resetAt: Date, waitUntil: Date, waiting: Boolean },
  options,
);
// MongoDB deletes an ended window on its own (its TTL monitor runs every minute); a hit on one
// it has not deleted yet restarts it, so the lag never counts.
rateLimitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

const auditSchema = new Schema<AuditDoc>(
  {
    _id: id,
    at: { type: Date, required: true },
    action: { type: String, required: true },
    actor: nullableString,
    address: nullableString,
    targetType: nullableString,
    targetId: nullableString,
    targetLabel: nullableString,
    detail: nullableString,
  },
  options,
);
// Newest first overall, per action and per admin, each ending in the _id the keyset pages need.
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ action: 1, at: -1, _id: -1 });
auditSchema.index({ actor: 1, at: -1, _id: -1 });

export function defineModels(connection: Connection) {
  return {
    users: connection.model<UserDoc>("User", userSchema, "users"),
    sessions: connection.model<SessionDoc>("Session", sessionSchema, "sessions"),
    media: connection.model<MediaDoc>("Media", mediaSchema, "media"),
    items: connection.model<ItemDoc>("Item", itemSchema, "items"),
    slugs: connection.model<SlugDoc>("Slug", slugSchema, "slugs"),
    revisions: connection.model<RevisionDoc>("ItemRevision", revisionSchema, "item_revisions"),
    contacts: connection.model<ContactDoc>("Contact", contactSchema, "contacts"),
    builds: connection.model<BuildDoc>("Build", buildSchema, "builds"),
    buildRequests: connection.model<BuildRequestDoc>(
      "BuildRequest",
      buildRequestSchema,
      "build_requests",
    ),
    leases: connection.model<LeaseDoc>("Lease", leaseSchema, "leases"),
    rateLimits: connection.model<RateLimitDoc>("RateLimit", rateLimitSchema, "rate_limits"),
    counters: connection.model<CounterDoc>("Counter", counterSchema, "counters"),
    audit: connection.model<AuditDoc>("AuditEntry", auditSchema, "audit_log"),
  };
}

export type Models = ReturnType<typeof defineModels>;
