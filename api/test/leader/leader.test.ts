// Two Leader instances on one real SQLite file, as two API processes would hold them, with a
// lease short enough to watch it change hands.
import Fastify from "fastify";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Leader } from "../../src/services/leader/leader";
import { openSqliteStore } from "../../src/store/sqlite";
import type { Store } from "../../src/store/types";

const TTL_MS = 600;
const RENEW_MS = 150;
const silent = Fastify({ logger: false }).log;

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe("leader election through the store's lease", () => {
  let dir: string;
  let stores: Store[];
  let leaders: Leader[];

  /** One instance: its own store connection, a leader, and a log of its role's calls. */
  async function instance(name: string) {
    const store = await openSqliteStore({ file: path.join(dir, "leca.sqlite") });
    const events: string[] = [];
    const leader = new Leader({
      leases: store.leases,
      lease: "jobs",
      holderId: name,
      ttlMs: TTL_MS,
      renewMs: RENEW_MS,
      now: () => new Date(),
      log: silent,
    });
    leader.add({
      name: "job",
      start: () => void events.push("start"),
      stop: () => void events.push("stop"),
    });
    stores.push(store);
    leaders.push(leader);
    return { store, leader, events };
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-leader-"));
    stores = [];
    leaders = [];
  });
  afterEach(async () => {
    for (const leader of leaders) await leader.stop();
    for (const store of stores) await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("runs the roles on exactly one instance, and keeps them there while it renews", async () => {
    const a = await instance("a");
    const b = await instance("b");
    await a.leader.start();
    await b.leader.start();
    expect([a.leader.isLeader(), b.leader.isLeader()]).toEqual([true, false]);
    expect([a.events, b.events]).toEqual([["start"], []]);

    // Several lease lengths later, renewals kept it with the first.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 3));
    expect([a.events, b.events]).toEqual([["start"], []]);
    expect((await b.store.leases.get("jobs"))?.holder).toBe("a");
  });

  it("hands over at the next renewal when the leader stops cleanly", async () => {
    const a = await instance("a");
    const b = await instance("b");
    await a.leader.start();
    await b.leader.start();
    await a.leader.stop();
    expect(a.events).toEqual(["start", "stop"]);
    const waited = await until(() => b.leader.isLeader(), RENEW_MS * 3);
    expect(waited).toBeLessThanOrEqual(RENEW_MS + 100);
    expect(b.events).toEqual(["start"]);
  });

  it("when the leader loses its store, it stops by the lease's end and the other takes over after it", async () => {
    const a = await instance("a");
    const b = await instance("b");
    await a.leader.start();
    await b.leader.start();
    const lease = (await b.store.leases.get("jobs"))!;
    // Renewals now fail, as for a leader cut off from the database.
    await a.store.close();

    await until(() => !a.leader.isLeader(), TTL_MS + RENEW_MS);
    await until(() => a.events.length === 2, 200);
    expect(a.events).toEqual(["start", "stop"]);
    await until(() => b.leader.isLeader(), TTL_MS + 2 * RENEW_MS);
    const taken = (await b.store.leases.get("jobs"))!;
    expect(taken.holder).toBe("b");
    // Never both: the new term starts no sooner than the old one ended.
    expect(taken.acquiredAt.getTime()).toBeGreaterThanOrEqual(lease.expiresAt.getTime());
    expect(b.events).toEqual(["start"]);
  });
});
