// MongoDB <-> the archive's SQLite snapshot. A backup from MongoDB writes its documents into a
// fresh database of the current schema (so there is one archive format and one restore story);
// a restore into MongoDB reads the (migrated) snapshot's rows into documents. Ids, versions,
// dates, slugs and their aliases, revisions, notes and the authenticators move as they are.
import Database from "better-sqlite3";
import mongoose, { type Connection } from "mongoose";
import { openDatabase, type Db } from "../../store/sqlite/db";
import { gridFsMediaFiles } from "../../store/mongo/media-files";
import { defineModels, type Models } from "../../store/mongo/models";
import { summaryData } from "../../store/summary";
import type { MediaFileStore } from "../../store/types";

export interface MongoHandle {
  connection: Connection;
  models: Models;
  files: MediaFileStore;
  close(): Promise<void>;
}

export async function connectMongo(uri: string, dbName?: string): Promise<MongoHandle> {
  const connection = mongoose.createConnection(uri, {
    sanitizeFilter: true,
    ignoreUndefined: true,
    autoIndex: false,
    ...(dbName ? { dbName } : {}),
  });
  await connection.asPromise();
  const models = defineModels(connection);
  return {
    connection,
    models,
    files: gridFsMediaFiles(connection),
    close: () => connection.close(),
  };
}

const ms = (date: Date | null | undefined) => (date ? new Date(date).getTime() : null);
const date = (value: number | null) => (value === null ? null : new Date(value));
const json = (value: unknown) => JSON.stringify(value);

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A column's name in MongoDB: the same in camelCase, and `_id` for the id. */
const fieldOf = (column: string) =>
  column === "id"
    ? "_id"
    : column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
/**
 * A row of a table whose columns all move as they are, as its document: each column under its
 * MongoDB name, the `dates` (milliseconds in SQLite) as Dates.
 */
const documentOf = (row: Row, dates: readonly string[] = []): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      fieldOf(column),
      dates.includes(column) ? date(value as number | null) : value,
    ]),
  );

/** Writes every MongoDB document that travels into `file`, a new database of the current schema. */
export async function mongoToSqlite(mongo: MongoHandle, file: string): Promise<void> {
  const { models } = mongo;
  const db = openDatabase(file);
  try {
    const [users, media, items, slugs, revisions, contacts, builds, audit, counter] =
      await Promise.all([
        models.users.find().lean(),
        models.media.find().lean(),
        models.items.find().lean(),
        models.slugs.find().lean(),
        models.revisions.find().lean(),
        models.contacts.find().lean(),
        models.builds.find().lean(),
        models.audit.find().lean(),
        models.counters.findOne({ _id: "items" }).lean(),
      ]);
    db.transaction(() => {
      const user =
        db.prepare(`INSERT INTO users (id, username, password_hash, role, created_at, updated_at,
        env_password_hash, totp, totp_pending, ui_language)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`);
      for (const u of users) {
        user.run(
          u._id,
          u.username,
          u.passwordHash,
          u.role,
          ms(u.createdAt),
          ms(u.updatedAt),
          u.envPasswordHash ?? null,
          u.totp ? json({ ...u.totp, enabledAt: ms(u.totp.enabledAt) }) : null,
          u.uiLanguage ?? null,
        );
      }
      const medium = db.prepare(`INSERT INTO media (id, filename, type, width, height, bytes,
        created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const m of media) {
        medium.run(
          m._id,
          m.filename,
          m.type,
          m.width,
          m.height,
          m.bytes,
          ms(m.createdAt),
          m.createdBy ?? null,
        );
      }
      const item = db.prepare(`INSERT INTO items (id, kind, slug, status, published_at, created_at,
        updated_at, updated_by, version, data, search_text, summary)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const link = db.prepare("INSERT OR IGNORE INTO item_media (item_id, media_id) VALUES (?, ?)");
      for (const i of items) {
        const data = json(i.data);
        item.run(
          i._id,
          i.kind,
          i.slug,
          i.status,
          ms(i.publishedAt),
          ms(i.createdAt),
          ms(i.updatedAt),
          i.updatedBy ?? null,
          i.version,
          data,
          i.searchText ?? "",
          // What the kind's list rows keep, by its config (the SQLite store's own rule).
          json(summaryData(i.kind, i.data)),
        );
        for (const mediaId of i.mediaIds ?? []) link.run(i._id, mediaId);
      }
      const slug = db.prepare("INSERT INTO slugs (kind, slug, item_id) VALUES (?, ?, ?)");
      for (const s of slugs) slug.run(s.kind, s.slug, s.itemId);
      const revision = db.prepare(`INSERT INTO item_revisions (item_id, version, saved_at, saved_by,
        fields, slug, status, published_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const r of revisions) {
        revision.run(
          r.itemId,
          r.version,
          ms(r.savedAt),
          r.savedBy ?? null,
          json(r.fields ?? []),
          r.slug,
          r.status,
          ms(r.publishedAt),
          json(r.data),
        );
      }
      const contact = db.prepare(`INSERT INTO contacts (id, fields, created_at, read, mail_status,
        mail_attempts, mail_next_attempt_at, mail_lease_until, mail_sent_at, mail_last_error, status,
        status_changed_at, status_changed_by, notes, quote, source)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const c of contacts) {
        contact.run(
          c._id,
          json(c.fields),
          ms(c.createdAt),
          c.read ? 1 : 0,
          c.mailStatus,
          c.mailAttempts ?? 0,
          ms(c.mailNextAttemptAt),
          ms(c.mailLeaseUntil),
          ms(c.mailSentAt),
          c.mailLastError ?? null,
          c.status ?? "new",
          ms(c.statusChangedAt),
          c.statusChangedBy ?? null,
          json((c.notes ?? []).map((n) => ({ ...n, createdAt: ms(n.createdAt) }))),
          c.quote ? json(c.quote) : null,
          c.source ?? null,
        );
      }
      const build = db.prepare(`INSERT INTO builds (id, status, builder, reason, requested_at,
        started_at, finished_at, log_tail, external_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const b of builds) {
        build.run(
          b._id,
          b.status,
          b.builder,
          b.reason,
          ms(b.requestedAt),
          ms(b.startedAt),
          ms(b.finishedAt),
          b.logTail ?? "",
          b.externalId ?? null,
        );
      }
      const entry = db.prepare(`INSERT INTO audit_log (id, at, action, actor, address, target_type,
        target_id, target_label, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      for (const a of audit) {
        entry.run(
          a._id,
          ms(a.at),
          a.action,
          a.actor ?? null,
          a.address ?? null,
          a.targetType ?? null,
          a.targetId ?? null,
          a.targetLabel ?? null,
          a.detail ?? null,
        );
      }
      db.prepare("UPDATE content_versions SET version = ? WHERE name = 'items'").run(
        counter?.version ?? 0,
      );
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/** Counts MongoDB documents a restore would overwrite; null when there are none. */
export async function mongoHoldsData(mongo: MongoHandle): Promise<Record<string, number> | null> {
  const { models } = mongo;
  const found: Record<string, number> = {};
  const counted = {
    users: models.users,
    items: models.items,
    item_revisions: models.revisions,
    media: models.media,
    contacts: models.contacts,
    audit_log: models.audit,
  } as const;
  for (const [name, model] of Object.entries(counted)) {
    const count = await (model as unknown as mongoose.Model<unknown>).estimatedDocumentCount();
    if (count > 0) found[name] = count;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export async function mongoLiveLease(
  mongo: MongoHandle,
  now: Date,
): Promise<{ holder: string; until: Date } | null> {
  const lease = await mongo.models.leases.findOne({ _id: "jobs", expiresAt: { $gt: now } }).lean();
  return lease ? { holder: lease.holder, until: lease.expiresAt } : null;
}

/**
 * Replaces every collection's documents with the staged database's rows, and the GridFS files
 * with the staged media (`readMedia` gives a file's bytes by name).
 */
export async function sqliteToMongo(
  file: string,
  mongo: MongoHandle,
  media: { names: string[]; read(name: string): Promise<Buffer>; type(name: string): string },
): Promise<void> {
  const db: Db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const all = <T>(sql: string) => db.prepare(sql).all() as T[];
    const { models } = mongo;
    await mongo.connection.syncIndexes();
    for (const model of Object.values(models)) {
      await (model as unknown as mongoose.Model<unknown>).deleteMany({});
    }
    const bucket = new mongoose.mongo.GridFSBucket(mongo.connection.db!, {
      bucketName: "media_files",
    });
    await bucket.drop().catch(() => undefined);

    await models.users.insertMany(
      all<Row>("SELECT * FROM users").map((u) => {
        const totp = u.totp ? JSON.parse(u.totp) : null;
        return {
          _id: u.id,
          username: u.username,
          passwordHash: u.password_hash,
          role: u.role,
          createdAt: date(u.created_at),
          updatedAt: date(u.updated_at),
          envPasswordHash: u.env_password_hash,
          totpPending: null,
          uiLanguage: u.ui_language,
          totp: totp ? { ...totp, enabledAt: date(totp.enabledAt) } : null,
        };
      }),
    );
    await models.media.insertMany(
      all<Row>("SELECT * FROM media").map((m) => documentOf(m, ["created_at"])),
    );
    const links = new Map<string, string[]>();
    for (const l of all<Row>("SELECT item_id, media_id FROM item_media")) {
      links.set(l.item_id, [...(links.get(l.item_id) ?? []), l.media_id]);
    }
    await models.items.insertMany(
      all<Row>("SELECT * FROM items").map((i) => ({
        _id: i.id,
        kind: i.kind,
        slug: i.slug,
        status: i.status,
        publishedAt: date(i.published_at),
        createdAt: date(i.created_at),
        updatedAt: date(i.updated_at),
        updatedBy: i.updated_by,
        version: i.version,
        data: JSON.parse(i.data),
        mediaIds: links.get(i.id) ?? [],
        searchText: i.search_text,
      })),
    );
    await models.slugs.insertMany(all<Row>("SELECT * FROM slugs").map((s) => documentOf(s)));
    await models.revisions.insertMany(
      all<Row>("SELECT r.*, i.kind FROM item_revisions r JOIN items i ON i.id = r.item_id").map(
        (r) => ({
          _id: `${r.item_id}:${r.version}`,
          itemId: r.item_id,
          kind: r.kind,
          version: r.version,
          savedAt: date(r.saved_at),
          savedBy: r.saved_by,
          fields: JSON.parse(r.fields),
          slug: r.slug,
          status: r.status,
          publishedAt: date(r.published_at),
          data: JSON.parse(r.data),
        }),
      ),
    );
    await models.contacts.insertMany(
      all<Row>("SELECT * FROM contacts").map((c) => ({
        _id: c.id,
        fields: JSON.parse(c.fields),
        quote: c.quote ? JSON.parse(c.quote) : null,
        source: c.source,
        createdAt: date(c.created_at),
        read: c.read === 1,
        status: c.status,
        statusChangedAt: date(c.status_changed_at),
        statusChangedBy: c.status_changed_by,
        notes: (JSON.parse(c.notes) as Row[]).map((n) => ({ ...n, createdAt: date(n.createdAt) })),
        mailStatus: c.mail_status,
        mailAttempts: c.mail_attempts,
        mailNextAttemptAt: date(c.mail_next_attempt_at),
        mailLeaseUntil: date(c.mail_lease_until),
        mailSentAt: date(c.mail_sent_at),
        mailLastError: c.mail_last_error,
      })),
    );
    await models.builds.insertMany(
      all<Row>("SELECT * FROM builds").map((b) =>
        documentOf(b, ["requested_at", "started_at", "finished_at"]),
      ),
    );
    await models.audit.insertMany(
      all<Row>("SELECT * FROM audit_log").map((a) => documentOf(a, ["at"])),
    );
    const version = db
      .prepare("SELECT version FROM content_versions WHERE name = 'items'")
      .pluck()
      .get();
    // Raised past the source's, so every instance's cached admin lists are read afresh.
    await models.counters.create({ _id: "items", version: Number(version ?? 0) + 1 });
    for (const name of media.names) {
      await mongo.files.put(name, await media.read(name), media.type(name) as never);
    }
  } finally {
    db.close();
  }
}
