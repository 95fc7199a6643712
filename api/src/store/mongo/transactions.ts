import type { ClientSession, Connection } from "mongoose";
import { ConfigError } from "../../config";

export type Transaction = <T>(work: (session: ClientSession) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in a transaction: all of its writes or none. Mongoose's Connection#transaction()
 * commits, aborts on a throw, and retries the whole callback on a transient error (a write
 * conflict with another transaction), so `work` must only read and write through `session`.
 */
export const transactionsOn =
  (connection: Connection): Transaction =>
  (work) =>
    connection.transaction(work);

/** Whether a server's `hello` answer is from a replica set member or a mongos (not standalone). */
export const hasTransactions = (hello: Record<string, unknown>): boolean =>
  typeof hello.setName === "string" || hello.msg === "isdbgrid";

/**
 * Transactions exist only on a replica set or a sharded cluster (Atlas is always one). A
 * standalone mongod would fail the first item write; say so at start instead, and how to fix it.
 */
export async function requireTransactions(connection: Connection): Promise<void> {
  if (!connection.db) throw new Error("MongoDB is not connected");
  if (hasTransactions(await connection.db.admin().command({ hello: 1 }))) return;
  throw new ConfigError(
    "MONGODB_URI",
    "this MongoDB server is a standalone mongod, but the store needs transactions, which only a replica set or sharded cluster has. MongoDB Atlas always is one; for a server of your own, start mongod with --replSet rs0 and run rs.initiate() once (see deploy/README.md)",
  );
}
