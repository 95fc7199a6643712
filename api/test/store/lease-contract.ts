// The contract of what lets several API instances share one store: the lease that elects the one
// running the single-instance jobs, and the build requests the others leave for it. Run against
// every adapter beside the storage contract (sqlite.test.ts, mongo.test.ts). `open` is called
// twice where two instances are the point: two connections to one database.
import { randomUUID } from "node:crypto";
import type { BuildRequest, Store } from "../../src/store/types";
import { twoHandles } from "./two-handles";

const SECOND = 1000;
const T0 = new Date(Date.UTC(2040, 0, 1));
const at = (seconds: number) => new Date(T0.getTime() + seconds * SECOND);
const TTL = 10 * SECOND;

export function leaseContract(name: string, open: () => Promise<Store>): void {
  describe(`lease contract: ${name}`, () => {
    const { first: a, second: b } = twoHandles(open);
    const lease = () => `jobs-${randomUUID()}`;

    it("takes a free lease for ttl and reports it", async () => {
      const key = lease();
      expect(await a().leases.get(key)).toBeNull();
      const taken = await a().leases.acquire(key, "a", at(0), TTL);
      expect(taken).toStrictEqual({ name: key, holder: "a", acquiredAt: at(0), expiresAt: at(10) });
      expect(await b().leases.get(key)).toStrictEqual(taken);
    });

    it("refuses a live lease to another holder, leaving it as it was", async () => {
      const key = lease();
      const held = await a().leases.acquire(key, "a", at(0), TTL);
      expect(await b().leases.acquire(key, "b", at(9.999), TTL)).toStrictEqual(held);
      expect(await a().leases.get(key)).toStrictEqual(held);
    });

    it("renews the holder's own lease, keeping when it was taken", async () => {
      const key = lease();
      await a().leases.acquire(key, "a", at(0), TTL);
      const renewed = await a().leases.acquire(key, "a", at(3), TTL);
      expect(renewed).toStrictEqual({
        name: key,
        holder: "a",
        acquiredAt: at(0),
        expiresAt: at(13),
      });
      // Renewed past the first expiry: another holder still cannot take it then.
      expect((await b().leases.acquire(key, "b", at(11), TTL)).holder).toBe("a");
    });

    it("lets anyone take an expired lease, from the moment it expires", async () => {
      const key = lease();
      await a().leases.acquire(key, "a", at(0), TTL);
      const taken = await b().leases.acquire(key, "b", at(10), TTL);
      expect(taken).toStrictEqual({
        name: key,
        holder: "b",
        acquiredAt: at(10),
        expiresAt: at(20),
      });
      // The old holder comes back (a paused process): it finds the lease gone, not renewed.
      expect(await a().leases.acquire(key, "a", at(11), TTL)).toStrictEqual(taken);
    });

    it("gives a holder whose lease expired unclaimed a fresh term", async () => {
      const key = lease();
      await a().leases.acquire(key, "a", at(0), TTL);
      const again = await a().leases.acquire(key, "a", at(30), TTL);
      expect(again).toStrictEqual({
        name: key,
        holder: "a",
        acquiredAt: at(30),
        expiresAt: at(40),
      });
    });

    it("releases only for its holder; a released lease is free at once", async () => {
      const key = lease();
      const held = await a().leases.acquire(key, "a", at(0), TTL);
      expect(await b().leases.release(key, "b")).toBe(false);
      expect(await a().leases.get(key)).toStrictEqual(held);
      expect(await a().leases.release(key, "a")).toBe(true);
      expect(await a().leases.get(key)).toBeNull();
      expect(await a().leases.release(key, "a")).toBe(false);
      expect((await b().leases.acquire(key, "b", at(1), TTL)).holder).toBe("b");
    });

    it("keeps leases of different names apart", async () => {
      const [one, two] = [lease(), lease()];
      await a().leases.acquire(one, "a", at(0), TTL);
      expect((await b().leases.acquire(two, "b", at(0), TTL)).holder).toBe("b");
      expect((await b().leases.get(one))?.holder).toBe("a");
    });

    it("gives a contested lease to exactly one of many racing holders", async () => {
      for (const start of [0, 100]) {
        const key = lease();
        // Round 1: nobody holds it. Round 2: it expired, so every racer may take it.
        if (start > 0) await a().leases.acquire(key, "old", at(start - 20), TTL);
        const racers = Array.from({ length: 12 }, (_, i) => `racer-${i}`);
        const results = await Promise.all(
          racers.map((holder, i) =>
            (i % 2 ? a() : b()).leases.acquire(key, holder, at(start), TTL),
          ),
        );
        const holders = new Set(results.map((result) => result.holder));
        expect(holders.size).toBe(1);
        const [winner] = [...holders];
        expect(racers).toContain(winner);
        expect((await a().leases.get(key))?.holder).toBe(winner);
      }
    });

    describe("build requests", () => {
      const request = (reason: string, seconds: number, urgent = false): BuildRequest => ({
        id: randomUUID(),
        reason,
        requestedAt: at(seconds),
        urgent,
      });

      beforeEach(async () => {
        await a().buildRequests.takeAll();
      });

      it("hands every waiting request over once, oldest first", async () => {
        const made = [request("news published: x", 1), request("manual", 2, true)];
        made.push(request("gallery updated: y", 3));
        for (const r of made) await b().buildRequests.add(r);
        expect(await a().buildRequests.takeAll()).toStrictEqual(made);
        expect(await a().buildRequests.takeAll()).toStrictEqual([]);
        expect(await b().buildRequests.takeAll()).toStrictEqual([]);
      });

      it("never hands one request to two racing takers", async () => {
        const made = Array.from({ length: 20 }, (_, i) => request(`r${i}`, i));
        const adding = Promise.all(made.map((r, i) => (i % 2 ? a() : b()).buildRequests.add(r)));
        const takes: Promise<BuildRequest[]>[] = [];
        for (let i = 0; i < 6; i += 1) takes.push((i % 2 ? a() : b()).buildRequests.takeAll());
        await adding;
        takes.push(a().buildRequests.takeAll());
        const taken = (await Promise.all(takes)).flat().map((r) => r.id);
        expect(taken).toHaveLength(made.length);
        expect(new Set(taken)).toStrictEqual(new Set(made.map((r) => r.id)));
      });
    });
  });
}
