// The stores two API instances can share: the SQLite file (always) and a MongoDB (where
// TEST_MONGODB_URI names one: the GitHub workflow's MongoDB leg), so the two-instance suites
// show both behave as one. Without a MongoDB the MongoDB leg is said to be skipped, never passed.
import { randomUUID } from "node:crypto";
import path from "node:path";
import mongoose from "mongoose";
import { openMongoStore } from "../../src/store/mongo";
import { openSqliteStore } from "../../src/store/sqlite";
import type { Store } from "../../src/store/types";
import { exited, startServer, type ServerProcess } from "../helpers/server-process";

export interface SharedBackend {
  name: string;
  /** What both instances are started with, beside DATA_DIR. */
  env: Record<string, string>;
  /** The test's own view of the store the instances share. */
  open(dataDir: string): Promise<Store>;
  /** Removes what the run left (a MongoDB database of its own). */
  drop(): Promise<void>;
}

const sqlite: SharedBackend = {
  name: "SQLite file",
  env: {},
  open: (dataDir) => openSqliteStore({ file: path.join(dataDir, "leca.sqlite") }),
  drop: async () => undefined,
};

function mongo(uri: string): SharedBackend {
  const dbName = `leca_two_instances_${randomUUID().replaceAll("-", "")}`;
  // The API takes the database from the URI's path, as MONGODB_URI gives it in production.
  const withDb = new URL(uri);
  withDb.pathname = `/${dbName}`;
  return {
    name: "MongoDB",
    env: { MONGODB_URI: withDb.toString() },
    open: () => openMongoStore({ uri, dbName }),
    drop: async () => {
      const connection = await mongoose.createConnection(uri, { dbName }).asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

/** `[name, backend]` rows for describe.each. */
export function sharedBackends(suite: string): [string, SharedBackend][] {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) {
    process.stderr.write(
      `${suite}: MongoDB leg SKIPPED (TEST_MONGODB_URI is not set; no MongoDB server on this machine)\n`,
    );
  }
  return [sqlite, ...(uri ? [mongo(uri)] : [])].map((backend) => [backend.name, backend]);
}

export interface TwoInstances {
  a: ServerProcess;
  b: ServerProcess;
  /** The test's own view of the store they share. */
  store: Store;
  /** Stops whichever instance still runs, closes the store and drops what the backend keeps. */
  stop(): Promise<void>;
}

/**
 * Two API processes on `backend`'s store with one environment, started one after the other: the
 * first creates the database and the admin, and takes the jobs lease.
 */
export async function startTwoInstances(
  backend: SharedBackend,
  dataDir: string,
  env: Record<string, string>,
): Promise<TwoInstances> {
  const shared = { ...env, DATA_DIR: dataDir, ...backend.env };
  const a = await startServer(shared);
  const b = await startServer(shared);
  const store = await backend.open(dataDir);
  return {
    a,
    b,
    store,
    async stop() {
      for (const server of [a, b]) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGTERM");
          await exited(server.child);
        }
      }
      await store.close();
      await backend.drop();
    },
  };
}
