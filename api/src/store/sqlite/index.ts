import { openDatabase } from "./db";
import { migrations } from "./migrations";
import { sqliteUsers } from "./users";
import { sqliteSessions } from "./sessions";
import { sqliteMedia } from "./media";
import { sqliteItems } from "./items";
import { sqliteContacts } from "./contacts";
import { sqliteBuilds } from "./builds";
import { sqliteBuildRequests } from "./build-requests";
import { sqliteLeases } from "./leases";
import { sqliteRateLimits } from "./rate-limits";
import { sqliteAudit } from "./audit";
import type { Store } from "../types";

/** The embedded default store: one SQLite file (WAL) under DATA_DIR; no server needed. */
export async function openSqliteStore(options: { file: string }): Promise<Store> {
  const db = openDatabase(options.file);
  return {
    kind: "sqlite",
    users: sqliteUsers(db),
    sessions: sqliteSessions(db),
    media: sqliteMedia(db),
    items: sqliteItems(db),
    contacts: sqliteContacts(db),
    builds: sqliteBuilds(db),
    buildRequests: sqliteBuildRequests(db),
    leases: sqliteLeases(db),
    rateLimits: sqliteRateLimits(db),
    audit: sqliteAudit(db),
    async ping() {
      db.prepare("SELECT 1").get();
    },
    migrations() {
      return {
        applied: db.pragma("user_version", { simple: true }) as number,
        known: migrations.length,
      };
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
