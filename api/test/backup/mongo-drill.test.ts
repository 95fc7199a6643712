import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { ADMIN_PASSWORD } from "../helpers/app";
import { exited, startServer, type ServerProcess } from "../helpers/server-process";
import { admin, allItems, CSRF_SECRET, differences, JWT_SECRET, populate, signIn } from "./drill";

// The move from the embedded default to MongoDB (issue 52): SQLite -> archive -> MongoDB, and the
// MongoDB API answers as the SQLite one did; then a backup taken from MongoDB restores into
// SQLite again. Runs where a MongoDB replica set is given (the CI workflow's storage-contract
// job); elsewhere it says it was skipped, by name.
const uri = process.env.TEST_MONGODB_URI;
if (!uri) {
  process.stderr.write(
    "restore drill: SQLite -> archive -> MongoDB SKIPPED (TEST_MONGODB_URI is not set; no MongoDB server on this machine)\n",
  );
}
const maybe = uri ? describe : describe.skip;

/** The test server's URI with a database of this run's own (dropped afterwards). */
function withDatabase(base: string, dbName: string): string {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return url.toString();
}

maybe("restore drill: SQLite -> archive -> MongoDB", () => {
  const dbName = `leca_backup_drill_${randomUUID().replaceAll("-", "")}`;
  const mongoUri = withDatabase(uri ?? "mongodb://localhost", dbName);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-mongo-drill-"));
  const servers: ServerProcess[] = [];
  const env = (extra: Record<string, string>) => ({
    BUILDER: "off",
    JWT_SECRET,
    CSRF_SECRET,
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    LOGIN_RATE_LIMIT: "100000",
    ...extra,
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await exited(server.child);
      }
    }
    const connection = await mongoose.createConnection(mongoUri).asPromise();
    try {
      await connection.dropDatabase();
    } finally {
      await connection.close();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("moves everything from SQLite to MongoDB and back", async () => {
    const dataA = path.join(root, "a");
    const sqlite = await startServer(
      env({ DATA_DIR: dataA, SEED: "true", ADMIN_USERNAME: "admin", ADMIN_PASSWORD }),
      { timeoutMs: 120_000 },
    );
    servers.push(sqlite);
    const session = await signIn(sqlite.url);
    const { secret } = await populate(session, sqlite.url);
    const archive = path.join(root, "move.tar.gz");
    expect((await admin(["backup", archive], { DATA_DIR: dataA })).code).toBe(0);

    const restore = await admin(["restore", archive], {
      DATA_DIR: path.join(root, "m"),
      MONGODB_URI: mongoUri,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("into MongoDB (MONGODB_URI)");

    const mongo = await startServer(
      env({ DATA_DIR: path.join(root, "m"), MONGODB_URI: mongoUri, SEED: "false" }),
      { timeoutMs: 120_000 },
    );
    servers.push(mongo);
    const there = await signIn(mongo.url, secret);
    expect((await allItems(there, "news")).map((item) => item.slug)).toContain("drill-story");
    expect(await differences(session, there)).toEqual([]);

    // The same archive format from MongoDB (GridFS files included), back into SQLite.
    const back = path.join(root, "back.tar.gz");
    const fromMongo = await admin(["backup", back], {
      DATA_DIR: path.join(root, "m"),
      MONGODB_URI: mongoUri,
    });
    expect(fromMongo.code).toBe(0);
    expect(fromMongo.stdout).toContain("from mongo");
    const dataC = path.join(root, "c");
    expect((await admin(["restore", back], { DATA_DIR: dataC })).code).toBe(0);
    // The authenticator's last accepted step came along: the next sign-in waits for a new one.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    const again = await startServer(env({ DATA_DIR: dataC, SEED: "false" }), {
      timeoutMs: 120_000,
    });
    servers.push(again);
    expect(await differences(session, await signIn(again.url, secret))).toEqual([]);
  }, 400_000);
});
