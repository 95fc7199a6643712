// The storage interface. Two adapters implement it (sqlite/, mongo/) and one contract suite
// (test/store/contract.ts) holds both to the same behaviour. Every method is atomic on its own.
import type { Readable } from "node:stream";
import type {
  BuildStatus,
  ItemStatus,
  LeadStatus,
  LocalizedText,
  QuoteRequest,
} from "../contracts";

export type Role = "admin" | "editor";

export interface UserRecord {
  id: string;
  /** Stored lowercased: usernames are case-insensitive and unique (a database index). */
  username: string;
  passwordHash: string;
  role: Role;
  failedAttempts: number;
  lockedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The passwordHash that ADMIN_PASSWORD last set (or found in place) at start, so a restart can
   * tell "the environment's value is new" from "the password was changed since (CLI reset)".
   * Never the password itself; equal to passwordHash until someone else changes the password.
   */
  envPasswordHash: string | null;
}

export type NewUser = Pick<UserRecord, "id" | "username" | "passwordHash" | "role" | "createdAt"> &
  Partial<Pick<UserRecord, "envPasswordHash">>;

export interface AttemptReservation {
  allowed: boolean;
  /** Set when the account is locked (now or by this attempt). */
  lockedUntil: Date | null;
}

export interface UserStore {
  /** Throws UniqueViolation("username") when the name is taken. */
  create(user: NewUser): Promise<UserRecord>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findById(id: string): Promise<UserRecord | null>;
  list(): Promise<UserRecord[]>;
  /** `fromEnvironment` also records the hash as envPasswordHash (in the same write). */
  setPassword(
    id: string,
    passwordHash: string,
    now: Date,
    options?: { fromEnvironment?: boolean },
  ): Promise<boolean>;
  /**
   * Records the current password as the one ADMIN_PASSWORD set, only if it is still
   * `passwordHash` (a password changed meanwhile is not mistaken for the environment's).
   */
  markEnvPassword(id: string, passwordHash: string): Promise<boolean>;
  /**
   * Counts an attempt before the password is checked, atomically, so parallel guesses cannot
   * slip past the limit: the (max+1)th attempt in a row is refused and locks the account for lockMs.
   * An expired lock starts a fresh count.
   */
  reserveLoginAttempt(
    id: string,
    now: Date,
    max: number,
    lockMs: number,
  ): Promise<AttemptReservation>;
  /** A successful login clears the count and any lock. */
  resetLoginAttempts(id: string): Promise<void>;
}

export interface SessionRecord {
  /** The refresh-token family id; also the `sid` claim of access tokens. */
  id: string;
  userId: string;
  currentJti: string;
  previousJti: string | null;
  rotatedAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date;
  /** Absolute end of the family, whatever its use. */
  expiresAt: Date;
  revokedAt: Date | null;
}

export type NewSession = Pick<
  SessionRecord,
  "id" | "userId" | "currentJti" | "createdAt" | "expiresAt"
>;

export type RotateResult =
  | { kind: "rotated"; session: SessionRecord }
  /** The just-replaced token came back within the grace window (two tabs): accept it once more. */
  | { kind: "grace"; session: SessionRecord }
  /** A spent token outside the grace window, or one it already served: the family is now revoked. */
  | { kind: "reused" }
  | { kind: "revoked" }
  | { kind: "missing" };

export interface SessionStore {
  create(session: NewSession): Promise<SessionRecord>;
  get(id: string): Promise<SessionRecord | null>;
  /**
   * Whether the family exists and is not revoked: what every signed-in request asks, read
   * without the rest of the record.
   */
  isLive(id: string): Promise<boolean>;
  rotate(
    id: string,
    presentedJti: string,
    newJti: string,
    now: Date,
    graceMs: number,
  ): Promise<RotateResult>;
  revoke(id: string, now: Date): Promise<void>;
  revokeAllForUser(userId: string, now: Date): Promise<number>;
}

export interface MediaRecord {
  id: string;
  /** Server-made file name under the media folder, never the uploader's. */
  filename: string;
  type: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
  createdBy: string | null;
}

export type MediaDeleteResult = "deleted" | "in-use" | "missing";

export interface MediaStore {
  insert(media: MediaRecord): Promise<MediaRecord>;
  get(id: string): Promise<MediaRecord | null>;
  getMany(ids: string[]): Promise<MediaRecord[]>;
  /** Refuses ("in-use") while any news cover or gallery image refers to the file. */
  delete(id: string): Promise<MediaDeleteResult>;
}

/**
 * The bytes of uploaded media, by their record's server-made filename, kept where every instance
 * reads them: the database's own blob storage where it has one (MongoDB: GridFS), otherwise a
 * directory every instance mounts (services/media/directory-files.ts).
 */
export interface MediaFileStore {
  /** Stores the whole file or, on failure, nothing a reader could open. */
  put(name: string, data: Buffer, type: MediaRecord["type"]): Promise<void>;
  /** The stored bytes as a stream, with their length; null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes the file; one that is already gone is fine. */
  remove(name: string): Promise<void>;
}

export interface NewsData {
  title: LocalizedText;
  excerpt: LocalizedText;
  body: LocalizedText;
  cover: { mediaId: string; alt: LocalizedText } | null;
}

export interface GalleryData {
  title: LocalizedText;
  description: LocalizedText;
  images: { mediaId: string; alt: LocalizedText; caption: Partial<LocalizedText> }[];
}

/**
 * Each kind's stored content. The store keeps it as it was given: only the item service writes
 * it, after the kind's schema validated the request (services/items/kind.ts).
 */
export interface ItemDataByKind {
  news: NewsData;
  gallery: GalleryData;
}

export type ItemKind = keyof ItemDataByKind;

export type ItemData = ItemDataByKind[ItemKind];

export interface ItemRecord<D extends ItemData = ItemData> {
  id: string;
  kind: ItemKind;
  slug: string;
  status: ItemStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  /** Starts at 1; every update adds 1. */
  version: number;
  data: D;
  /** Media the item refers to (cover, images): what keeps media from being deleted. */
  mediaIds: string[];
  /** Lowercased titles and excerpts in every language, for admin search. */
  searchText: string;
}

export type NewItem<D extends ItemData = ItemData> = Omit<ItemRecord<D>, "version">;

export interface ItemChanges<D extends ItemData = ItemData> {
  slug?: string;
  status?: ItemStatus;
  publishedAt?: Date | null;
  data?: D;
  mediaIds?: string[];
  searchText?: string;
  updatedAt: Date;
  updatedBy: string | null;
}

export type ItemUpdateResult<D extends ItemData = ItemData> =
  | { kind: "updated"; item: ItemRecord<D> }
  | { kind: "stale"; current: ItemRecord<D> }
  | { kind: "missing" };

export interface ItemListQuery {
  /** "public": published and due (publishedAt <= now). "all": any, filtered by `status`. */
  visibility: "public" | "all";
  now: Date;
  status: "all" | "draft" | "published" | "scheduled";
  /** Lowercased substring to find in searchText. */
  q?: string;
  sort: "newest" | "oldest" | "updated" | "title";
  offset: number;
  limit: number;
  /** Keyset paging: rows strictly after this one in `sort`'s order (offset is then 0). */
  after?: ItemListAfter;
}

/**
 * The sort key of a list's last row, which the next page starts after. Every order ends in the id,
 * so keys never tie; newest and oldest put undated items last either way. Titles compare by
 * English title, case-insensitively (the admin's language; the site never lists by title).
 */
export type ItemListAfter =
  | { sort: "newest" | "oldest"; publishedAt: Date | null; createdAt: Date; id: string }
  | { sort: "updated"; updatedAt: Date; id: string }
  | { sort: "title"; title: string; id: string };

/** What a list row keeps of an item's data: no news body, no gallery description or images. */
export interface ItemSummaryData {
  title: LocalizedText;
  excerpt?: LocalizedText;
  cover?: NewsData["cover"];
}

export type ItemSummary = Omit<ItemRecord, "data" | "searchText" | "mediaIds"> & {
  data: ItemSummaryData;
};

export interface ItemCounts {
  draft: number;
  published: number;
  scheduled: number;
}

export interface ItemStore {
  /** Throws UniqueViolation("slug") when the slug or one of its aliases is in use. */
  create<D extends ItemData>(item: NewItem<D>): Promise<ItemRecord<D>>;
  /** Resolves current slugs and the aliases left behind by renames. */
  findBySlug<D extends ItemData>(kind: ItemKind, slug: string): Promise<ItemRecord<D> | null>;
  findById<D extends ItemData>(kind: ItemKind, id: string): Promise<ItemRecord<D> | null>;
  /**
   * Applies the changes only if the stored version equals expectedVersion. A new slug is reserved
   * (UniqueViolation("slug") when taken by another item) and the old one stays as an alias.
   */
  update<D extends ItemData>(
    kind: ItemKind,
    id: string,
    expectedVersion: number,
    changes: ItemChanges<D>,
  ): Promise<ItemUpdateResult<D>>;
  /** Deletes the item and every slug and alias it held. */
  delete(kind: ItemKind, id: string): Promise<boolean>;
  list<D extends ItemData>(
    kind: ItemKind,
    query: ItemListQuery,
  ): Promise<{ items: ItemRecord<D>[]; total: number }>;
  /** list()'s rows without the large fields, read without them from the database. */
  listSummaries(
    kind: ItemKind,
    query: ItemListQuery,
  ): Promise<{ items: ItemSummary[]; total: number }>;
  aliasesOf(kind: ItemKind, id: string): Promise<string[]>;
  counts(kind: ItemKind, now: Date): Promise<ItemCounts>;
  /**
   * Published items of any kind whose publishedAt lies in (after, until] and was still ahead when
   * they were last saved: what a schedule made due. An item published on saving is left out, as
   * its save already asked for a build (counting it too made a second, redundant build).
   */
  countDue(after: Date, until: Date): Promise<number>;
  /** The earliest publishedAt after `now` among published items of any kind. */
  nextScheduled(now: Date): Promise<Date | null>;
  /**
   * A number that every create, update and delete of an item (any kind) raises, committed with
   * the write itself: equal readings mean no item changed in between, on any API instance.
   */
  contentVersion(): Promise<number>;
}

export type MailStatus = "pending" | "sent" | "failed" | "disabled";

export interface ContactNoteRecord {
  id: string;
  /** The admin's username when the note was written. */
  author: string | null;
  text: string;
  createdAt: Date;
}

export interface ContactRecord {
  id: string;
  fields: {
    name: string;
    family: string;
    continent: string;
    country: string;
    city: string;
    address: string;
    "postal-code": string;
    "how-to-contact": "email" | "phone" | "whatsapp";
    email: string;
    phone: string;
    message: string;
  };
  /** A calculator's result the visitor asked a quote for, as fields; null for a plain message. */
  quote: QuoteRequest | null;
  /** The site path the visitor wrote from, when the form sent one. */
  source: string | null;
  createdAt: Date;
  read: boolean;
  /** The lead: "new" until an admin moves it; who did and when (null until then). */
  status: LeadStatus;
  statusChangedAt: Date | null;
  statusChangedBy: string | null;
  /** Internal notes, oldest first; only ever appended. */
  notes: ContactNoteRecord[];
  mailStatus: MailStatus;
  mailAttempts: number;
  mailNextAttemptAt: Date | null;
  mailLeaseUntil: Date | null;
  mailSentAt: Date | null;
  mailLastError: string | null;
}

export type NewContact = Pick<ContactRecord, "id" | "fields" | "createdAt" | "mailStatus"> &
  Partial<Pick<ContactRecord, "quote" | "source">>;

/** The inbox's filters; every one that is set must match. */
export interface ContactFilter {
  status?: LeadStatus;
  /** true: quote requests only; false: messages without a quote only. */
  quote?: boolean;
  /** A path prefix of the message's source. */
  source?: string;
  /** Found, in any letter case, in the name, family name, email, phone or message. */
  q?: string;
  /** createdAt >= from */
  from?: Date;
  /** createdAt < to */
  to?: Date;
}

export type AddNoteResult =
  | { kind: "added"; contact: ContactRecord }
  /** The message already holds `max` notes. */
  | { kind: "full" }
  | { kind: "missing" };

export interface ContactStore {
  insert(contact: NewContact): Promise<ContactRecord>;
  /**
   * Newest first. `total` counts the messages the filter matches; `unread` counts every unread
   * message, filtered or not (the inbox's "N unread").
   */
  list(
    offset: number,
    limit: number,
    filter?: ContactFilter,
  ): Promise<{ items: ContactRecord[]; total: number; unread: number }>;
  setRead(id: string, read: boolean): Promise<ContactRecord | null>;
  /** Sets the lead status and records who set it and when (also when it was already that). */
  setStatus(
    id: string,
    status: LeadStatus,
    by: string | null,
    now: Date,
  ): Promise<ContactRecord | null>;
  /** Appends a note, atomically, unless the message holds `max` notes already. */
  addNote(id: string, note: ContactNoteRecord, max: number): Promise<AddNoteResult>;
  /**
   * The outbox: takes one pending message that is due and not leased, and leases it until
   * now + leaseMs, atomically, so two workers never send the same message.
   */
  claimNextMail(now: Date, leaseMs: number): Promise<ContactRecord | null>;
  markMailSent(id: string, now: Date): Promise<void>;
  /** Records a failed try; `nextAttemptAt` null means give up (status "failed"). */
  markMailRetry(id: string, error: string, nextAttemptAt: Date | null): Promise<void>;
}

export interface BuildRecord {
  id: string;
  status: BuildStatus;
  builder: "local" | "netlify";
  reason: string;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  logTail: string;
  /** Netlify's deploy id, once a deploy notification names it. */
  externalId: string | null;
}

export type BuildChanges = Partial<Omit<BuildRecord, "id" | "builder" | "requestedAt">>;

export interface BuildStore {
  insert(build: BuildRecord): Promise<BuildRecord>;
  update(id: string, changes: BuildChanges): Promise<BuildRecord | null>;
  get(id: string): Promise<BuildRecord | null>;
  list(limit: number): Promise<BuildRecord[]>;
  /** The newest build that is queued or building, if any. */
  findActive(): Promise<BuildRecord | null>;
  /** Marks builds left queued/building by a stopped process as failed. Returns how many. */
  failUnfinished(now: Date, note: string): Promise<number>;
  lastSucceeded(): Promise<BuildRecord | null>;
}

/** A build asked for on an instance that does not lead; the leader picks it up (see leases). */
export interface BuildRequest {
  id: string;
  reason: string;
  requestedAt: Date;
  /** "Rebuild now": built without waiting for the debounce. */
  urgent: boolean;
}

export interface BuildRequestStore {
  add(request: BuildRequest): Promise<void>;
  /** Removes and returns every waiting request, oldest first; each goes to one caller only. */
  takeAll(): Promise<BuildRequest[]>;
}

/** A named lease: who may run the jobs that must run on one instance only, and until when. */
export interface LeaseRecord {
  name: string;
  holder: string;
  /** When this holder took it; renewals leave it alone. */
  acquiredAt: Date;
  expiresAt: Date;
}

export interface LeaseStore {
  /**
   * Atomically takes the lease when nobody holds it or it expired (expiresAt <= now), or renews
   * it when `holder` holds it; either way it then runs until now + ttlMs. Returns the lease as it
   * stands afterwards: its holder is the caller only if the caller now holds it.
   */
  acquire(name: string, holder: string, now: Date, ttlMs: number): Promise<LeaseRecord>;
  /** Ends the lease at once if `holder` holds it (a clean stop), so no one waits for it to expire. */
  release(name: string, holder: string): Promise<boolean>;
  get(name: string): Promise<LeaseRecord | null>;
}

/** A fixed rate-limit window: the hits counted under one key until it ends. */
export interface RateLimitWindow {
  count: number;
  resetAt: Date;
}

/** Rate-limit counters every instance shares, so N instances allow what one would. */
export interface RateLimitStore {
  /**
   * Counts one hit, atomically: a key with no live window (none, or resetAt <= now) starts one at
   * count 1 that ends at now + windowMs; a live one counts up and keeps its end.
   */
  hit(key: string, now: Date, windowMs: number): Promise<RateLimitWindow>;
  /** The live window without counting a hit; null when there is none. */
  peek(key: string, now: Date): Promise<RateLimitWindow | null>;
  /** Deletes the windows that ended (resetAt <= now); returns how many. */
  purgeExpired(now: Date): Promise<number>;
}

export interface Store {
  readonly kind: "sqlite" | "mongo";
  users: UserStore;
  sessions: SessionStore;
  media: MediaStore;
  items: ItemStore;
  contacts: ContactStore;
  builds: BuildStore;
  buildRequests: BuildRequestStore;
  leases: LeaseStore;
  rateLimits: RateLimitStore;
  /** Uploaded media's bytes, when the database keeps files itself (MongoDB's GridFS). */
  mediaFiles?: MediaFileStore;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
