// Schema migrations, applied in order inside one transaction each, with foreign keys off and
// checked before the commit (db.ts, migrate); PRAGMA user_version records how many have run.
// Append only: an applied migration is never edited.
import { rebuildTable } from "./table-rebuild";

export const migrations: string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    locked_until INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    current_jti TEXT NOT NULL,
    previous_jti TEXT,
    rotated_at INTEGER,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_by_user ON sessions(user_id);
  CREATE TABLE media (
    id TEXT PRIMARY KEY,
    filename TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    created_by TEXT
  );
  CREATE TABLE items (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('news', 'gallery')),
    slug TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
    published_at INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    updated_by TEXT,
    version INTEGER NOT NULL,
    data TEXT NOT NULL,
    search_text TEXT NOT NULL,
    UNIQUE (kind, slug)
  );
  CREATE INDEX items_by_publication ON items(kind, status, published_at);
  -- Every slug an item holds or held: the current one and the aliases left by renames.
  CREATE TABLE slugs (
    kind TEXT NOT NULL,
    slug TEXT NOT NULL,
    item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    PRIMARY KEY (kind, slug)
  );
  CREATE INDEX slugs_by_item ON slugs(item_id);
  -- RESTRICT makes the database itself refuse to delete media an item still shows.
  CREATE TABLE item_media (
    item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    media_id TEXT NOT NULL REFERENCES media(id) ON DELETE RESTRICT,
    PRIMARY KEY (item_id, media_id)
  );
  CREATE INDEX item_media_by_media ON item_media(media_id);
  CREATE TABLE contacts (
    id TEXT PRIMARY KEY,
    fields TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    mail_status TEXT NOT NULL CHECK (mail_status IN ('pending', 'sent', 'failed', 'disabled')),
    mail_attempts INTEGER NOT NULL DEFAULT 0,
    mail_next_attempt_at INTEGER,
    mail_lease_until INTEGER,
    mail_sent_at INTEGER,
    mail_last_error TEXT
  );
  CREATE INDEX contacts_by_created ON contacts(created_at);
  CREATE INDEX contacts_outbox ON contacts(mail_status, mail_next_attempt_at);
  CREATE TABLE builds (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('queued', 'building', 'succeeded', 'failed')),
    builder TEXT NOT NULL,
    reason TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    started_at INTEGER,
    finished_at INTEGER,
    log_tail TEXT NOT NULL DEFAULT '',
    external_id TEXT
  );
  CREATE INDEX builds_by_requested ON builds(requested_at);
  `,
  // The grace window serves the just-replaced refresh token once (a second tab), not for its
  // whole length: rotation clears the mark, the grace use sets it.
  `ALTER TABLE sessions ADD COLUMN grace_used INTEGER NOT NULL DEFAULT 0;`,
  // Which ADMIN_PASSWORD was last applied at start, as the hash it wrote (see UserRecord).
  `ALTER TABLE users ADD COLUMN env_password_hash TEXT;`,
  // Ended sessions are deleted at each login (see sessions.ts); this finds them without a scan.
  `CREATE INDEX sessions_by_expiry ON sessions(expires_at);`,
  // Several instances on one store: the lease names the one that runs the single-instance jobs,
  // and the others leave their build requests for it here (seq keeps their order).
  `
  CREATE TABLE leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    acquired_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE build_requests (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    reason TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    urgent INTEGER NOT NULL DEFAULT 0
  );
  `,
  // Item lists (item-list.ts): per order, one index for every status and one for a status filter
  // (the public and the build read "published"), each ending in the id the keyset pages need, so a
  // page of any sort is read straight off an index instead of sorting every match. The status and
  // date one takes over from items_by_publication (the same columns, then the keyset's).
  `
  CREATE INDEX items_by_date ON items(kind, published_at, created_at, id);
  CREATE INDEX items_by_status_date ON items(kind, status, published_at, created_at, id);
  DROP INDEX items_by_publication;
  CREATE INDEX items_by_update ON items(kind, updated_at, id);
  CREATE INDEX items_by_status_update ON items(kind, status, updated_at, id);
  CREATE INDEX items_by_title ON items(kind, json_extract(data, '$.title.en') COLLATE NOCASE, id);
  CREATE INDEX items_by_status_title
    ON items(kind, status, json_extract(data, '$.title.en') COLLATE NOCASE, id);
  `,
  // A list row's data, kept beside the whole (items.ts writes both): lists read it instead of
  // taking the large fields out of every row's JSON on every read (item-list.ts).
  `
  ALTER TABLE items ADD COLUMN summary TEXT NOT NULL DEFAULT '{}';
  UPDATE items SET summary = json_remove(data, '$.body', '$.description', '$.images');
  `,
  // Rate-limit windows every instance counts into (rate-limits.ts); the index finds ended ones.
  `
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  );
  CREATE INDEX rate_limits_by_reset ON rate_limits(reset_at);
  `,
  // Item search (item-list.ts): LIKE '%text%' cannot seek, but scanning this index instead of
  // the table reads the search texts without the large row each one sits in (10,000 news items:
  // 77 ms to count a search's matches from the table, 3 ms from this index).
  `CREATE INDEX items_by_search ON items(kind, search_text);`,
  // One counter that every item write adds 1 to in its own transaction (items.ts): an API
  // instance reads it (one row, ~3 µs) before serving a cached admin list, so a write made
  // through another instance on this file is seen at once.
  `
  CREATE TABLE content_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
  INSERT INTO content_versions (name, version) VALUES ('items', 0);
  `,
  // Leads (issue 21): a message's status (and who set it when), its internal notes (a JSON array,
  // appended in one statement), the calculator result it asks a quote for (JSON, NULL for a plain
  // message) and the site path it came from. The index serves the inbox's status filter, newest
  // first; the other filters are rare enough to scan the inbox.
  `
  ALTER TABLE contacts ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost'));
  ALTER TABLE contacts ADD COLUMN status_changed_at INTEGER;
  ALTER TABLE contacts ADD COLUMN status_changed_by TEXT;
  ALTER TABLE contacts ADD COLUMN notes TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE contacts ADD COLUMN quote TEXT;
  ALTER TABLE contacts ADD COLUMN source TEXT;
  CREATE INDEX contacts_by_status ON contacts(status, created_at);
  `,
  // The audit log (issue 20): append-only, which the database holds to (no UPDATE passes the
  // trigger; rows leave only through the retention's DELETE). Newest first overall, per action
  // and per admin, each ending in the id the keyset pages need.
  `
  CREATE TABLE audit_log (
    id TEXT PRIMARY KEY,
    at INTEGER NOT NULL,
    action TEXT NOT NULL,
    actor TEXT,
    address TEXT,
    target_type TEXT,
    target_id TEXT,
    target_label TEXT,
    detail TEXT
  );
  CREATE INDEX audit_by_time ON audit_log(at, id);
  CREATE INDEX audit_by_action ON audit_log(action, at, id);
  CREATE INDEX audit_by_actor ON audit_log(actor, at, id);
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log
  BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
  END;
  `,
  // Item history (issue 20): the item as each save left it, written in the save's own
  // transaction; an item's rows go with it. Read newest first per item (the primary key).
  `
  CREATE TABLE item_revisions (
    item_id TEXT NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    saved_at INTEGER NOT NULL,
    saved_by TEXT,
    fields TEXT NOT NULL,
    slug TEXT NOT NULL,
    status TEXT NOT NULL,
    published_at INTEGER,
    data TEXT NOT NULL,
    PRIMARY KEY (item_id, version)
  ) WITHOUT ROWID;
  `,
  // Two-factor sign-in (issue 20): the enrolled authenticator as JSON (encrypted secret, last
  // step used, hashed recovery codes), and a secret awaiting its first code.
  `
  ALTER TABLE users ADD COLUMN totp TEXT;
  ALTER TABLE users ADD COLUMN totp_pending TEXT;
  `,
  // The dashboard in the admins' languages (issue 20): each admin's choice, NULL until made.
  `
  ALTER TABLE users ADD COLUMN ui_language TEXT CHECK (ui_language IN ('en', 'ar', 'ru'));
  `,
  // The content kinds and the languages as tables (db.ts fills them from ITEM_KINDS and
  // LANGUAGES at every open) that items.kind and users.ui_language refer to, in place of the
  // CHECKs that listed them: a new kind or language then needs no migration. SQLite changes a
  // column's constraint only by rebuilding the table (its 12-step procedure: the runner runs
  // every migration with foreign keys off and checks them before it commits, so dropping the old
  // table does not take its slugs, media links, revisions or sessions with it).
  `
  CREATE TABLE item_kinds (name TEXT PRIMARY KEY) WITHOUT ROWID;
  INSERT INTO item_kinds (name) VALUES ('news'), ('gallery');
  CREATE TABLE languages (code TEXT PRIMARY KEY) WITHOUT ROWID;
  INSERT INTO languages (code) VALUES ('en'), ('ar'), ('ru');

  ${rebuildTable(
    "items",
    {
      id: "TEXT PRIMARY KEY",
      kind: "TEXT NOT NULL REFERENCES item_kinds(name)",
      slug: "TEXT NOT NULL",
      status: "TEXT NOT NULL CHECK (status IN ('draft', 'published'))",
      published_at: "INTEGER",
      created_at: "INTEGER NOT NULL",
      updated_at: "INTEGER NOT NULL",
      updated_by: "TEXT",
      version: "INTEGER NOT NULL",
      data: "TEXT NOT NULL",
      search_text: "TEXT NOT NULL",
      summary: "TEXT NOT NULL DEFAULT '{}'",
    },
    ["UNIQUE (kind, slug)"],
  )}
  CREATE INDEX items_by_date ON items(kind, published_at, created_at, id);
  CREATE INDEX items_by_status_date ON items(kind, status, published_at, created_at, id);
  CREATE INDEX items_by_update ON items(kind, updated_at, id);
  CREATE INDEX items_by_status_update ON items(kind, status, updated_at, id);
  CREATE INDEX items_by_title ON items(kind, json_extract(data, '$.title.en') COLLATE NOCASE, id);
  CREATE INDEX items_by_status_title
    ON items(kind, status, json_extract(data, '$.title.en') COLLATE NOCASE, id);
  CREATE INDEX items_by_search ON items(kind, search_text);

  ${rebuildTable("users", {
    id: "TEXT PRIMARY KEY",
    username: "TEXT NOT NULL UNIQUE",
    password_hash: "TEXT NOT NULL",
    role: "TEXT NOT NULL CHECK (role IN ('admin', 'editor'))",
    failed_attempts: "INTEGER NOT NULL DEFAULT 0",
    locked_until: "INTEGER",
    created_at: "INTEGER NOT NULL",
    updated_at: "INTEGER NOT NULL",
    env_password_hash: "TEXT",
    totp: "TEXT",
    totp_pending: "TEXT",
    ui_language: "TEXT REFERENCES languages(code)",
  })}
  `,
  // Sign-in throttling (issue 46): a key's wait before its next attempt may be made, beside
  // the count of attempts (rate-limits.ts attempt()); NULL for plain rate-limit windows.
  `ALTER TABLE rate_limits ADD COLUMN wait_until INTEGER;`,
  // An admin's list of their own sessions (issue 46): the browser and the approximate address
  // each one signed in from.
  `
  ALTER TABLE sessions ADD COLUMN user_agent TEXT;
  ALTER TABLE sessions ADD COLUMN address TEXT;
  `,
  // The per-account lockout's count and lock, unused since sign-in attempts are counted in
  // rate_limits (issue 46). DROP COLUMN: SQLite 3.35+, which better-sqlite3 bundles.
  `
  ALTER TABLE users DROP COLUMN failed_attempts;
  ALTER TABLE users DROP COLUMN locked_until;
  `,
  // Archived leads (issue 50): out of the inbox's default list, shown by its filter, kept.
  `
  ALTER TABLE contacts ADD COLUMN archived_at INTEGER;
  CREATE INDEX contacts_by_archived ON contacts(archived_at, created_at);
  `,
];
