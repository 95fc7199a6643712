import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { openMongoStore } from "../../src/store/mongo";
import { ENDED_SESSION_KEEP_MS } from "../../src/store/retention";
import { storeContract } from "./contract";
import { itemListContract } from "./item-list-contract";
import { leadContract } from "./lead-contract";
import { leaseContract } from "./lease-contract";
import { rateLimitContract } from "./rate-limit-contract";
import { auditContract } from "./audit-contract";
import { mediaFilesContract } from "../media/media-files-contract";

// Runs only where a MongoDB server is given; this machine and CI have none, which is said once
// below rather than passing silently.
const uri = process.env.TEST_MONGODB_URI;
if (!uri) {
  // Straight to stderr: jest drops console output of a file whose tests are all skipped.
  process.stderr.write(
    "storage contract: mongo adapter SKIPPED (TEST_MONGODB_URI is not set; no MongoDB server on this machine)\n",
  );
}
const maybe = uri ? describe : describe.skip;

maybe("mongo adapter", () => {
  // A database of its own per run, dropped afterwards, so runs never see each other's rows.
  const dbName = `leca_store_test_${randomUUID().replaceAll("-", "")}`;

  afterAll(async () => {
    const connection = await mongoose.createConnection(uri ?? "", { dbName }).asPromise();
    try {
      await connection.dropDatabase();
    } finally {
      await connection.close();
    }
  });

  storeContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  itemListContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  leaseContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  leadContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  rateLimitContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  auditContract("mongo", () => openMongoStore({ uri: uri ?? "", dbName }));
  mediaFilesContract("gridfs", async () => {
    const store = await openMongoStore({ uri: uri ?? "", dbName });
    if (!store.mediaFiles) throw new Error("the MongoDB store keeps no media files");
    return { files: store.mediaFiles, close: () => store.close() };
  });

  // SQLite clears ended sessions at login (sqlite.test.ts); MongoDB's TTL monitor does it here,
  // on its own schedule (every 60 s), so what is checked is the index that drives it.
  it("deletes ended sessions through a TTL index on expiresAt, an hour after they end", async () => {
    const store = await openMongoStore({ uri: uri ?? "", dbName });
    const connection = await mongoose.createConnection(uri ?? "", { dbName }).asPromise();
    try {
      const indexes = await connection.collection("sessions").indexes();
      expect(indexes).toContainEqual(
        expect.objectContaining({
          key: { expiresAt: 1 },
          expireAfterSeconds: ENDED_SESSION_KEEP_MS / 1000,
        }),
      );
    } finally {
      await connection.close();
      await store.close();
    }
  });

  it("deletes ended rate-limit windows through a TTL index on resetAt", async () => {
    const store = await openMongoStore({ uri: uri ?? "", dbName });
    const connection = await mongoose.createConnection(uri ?? "", { dbName }).asPromise();
    try {
      const indexes = await connection.collection("rate_limits").indexes();
      expect(indexes).toContainEqual(
        expect.objectContaining({ key: { resetAt: 1 }, expireAfterSeconds: 0 }),
      );
    } finally {
      await connection.close();
      await store.close();
    }
  });
});
