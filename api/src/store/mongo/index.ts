import mongoose from "mongoose";
import type { Store } from "../types";
import { mongoAuditStore } from "./audit";
import { mongoBuildStore } from "./builds";
import { mongoBuildRequestStore } from "./build-requests";
import { mongoContactStore } from "./contacts";
import { mongoItemStore } from "./items";
import { mongoLeaseStore } from "./leases";
import { mongoMediaStore } from "./media";
import { gridFsMediaFiles } from "./media-files";
import { mongoRateLimitStore } from "./rate-limits";
import { defineModels } from "./models";
import { mongoSessionStore } from "./sessions";
import { requireTransactions, transactionsOn } from "./transactions";
import { mongoUserStore } from "./users";

/** The MongoDB store, on its own connection so it never shares mongoose's global default. */
export async function openMongoStore(options: { uri: string; dbName?: string }): Promise<Store> {
  const connection = mongoose.createConnection(options.uri, {
    // Wraps any operator object that reaches a filter without mongoose.trusted() in $eq.
    sanitizeFilter: true,
    // Without it the driver stores an undefined field (an untranslated language) as null.
    ignoreUndefined: true,
    // Indexes are built once, below, before the store is handed out.
    autoIndex: false,
    ...(options.dbName ? { dbName: options.dbName } : {}),
  });
  try {
    await connection.asPromise();
    await requireTransactions(connection);
    const models = defineModels(connection);
    await connection.syncIndexes();
    const transaction = transactionsOn(connection);
    return {
      kind: "mongo",
      users: mongoUserStore(models),
      sessions: mongoSessionStore(models),
      media: mongoMediaStore(models, transaction),
      items: mongoItemStore(models, transaction),
      contacts: mongoContactStore(models),
      builds: mongoBuildStore(models),
      buildRequests: mongoBuildRequestStore(models),
      leases: mongoLeaseStore(models),
      rateLimits: mongoRateLimitStore(models),
      audit: mongoAuditStore(models),
      mediaFiles: gridFsMediaFiles(connection),
      async ping() {
        if (!connection.db) throw new Error("MongoDB is not connected");
        await connection.db.command({ ping: 1 });
      },
      async close() {
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
