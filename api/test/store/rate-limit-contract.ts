// The rate-limit counters several API instances share: run against every adapter beside the
// storage contract (sqlite.test.ts, mongo.test.ts). `open` is called twice: two connections to one
// database, as two instances have.
import { randomUUID } from "node:crypto";
import type { Store } from "../../src/store/types";
import { twoHandles } from "./two-handles";

const SECOND = 1000;
const T0 = Date.UTC(2041, 0, 1);
const at = (seconds: number) => new Date(T0 + seconds * SECOND);
const WINDOW = 60 * SECOND;

export function rateLimitContract(name: string, open: () => Promise<Store>): void {
  describe(`rate-limit contract: ${name}`, () => {
    const stores = twoHandles(open);
    const a = () => stores.first().rateLimits;
    const b = () => stores.second().rateLimits;
    const key = () => `test|${randomUUID()}`;

    it("starts a window at the first hit and counts later hits into it, keeping its end", async () => {
      const k = key();
      expect(await a().hit(k, at(0), WINDOW)).toStrictEqual({ count: 1, resetAt: at(60) });
      expect(await b().hit(k, at(10), WINDOW)).toStrictEqual({ count: 2, resetAt: at(60) });
      expect(await a().hit(k, at(59.999), WINDOW)).toStrictEqual({ count: 3, resetAt: at(60) });
    });

    it("counts every one of many parallel hits from two connections exactly once", async () => {
      const k = key();
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a() : b()).hit(k, at(1), WINDOW)),
      );
      expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(new Set(hits.map((hit) => hit.resetAt.getTime()))).toEqual(
        new Set([at(61).getTime()]),
      );
    });

    it("starts afresh once the window ended, from the moment it ends", async () => {
      const k = key();
      await a().hit(k, at(0), WINDOW);
      await a().hit(k, at(1), WINDOW);
      expect(await b().hit(k, at(60), WINDOW)).toStrictEqual({ count: 1, resetAt: at(120) });
    });

    it("keeps keys apart", async () => {
      const [k1, k2] = [key(), key()];
      await a().hit(k1, at(0), WINDOW);
      await a().hit(k1, at(0), WINDOW);
      expect((await a().hit(k2, at(0), WINDOW)).count).toBe(1);
    });

    it("peeks without counting, and sees no ended window", async () => {
      const k = key();
      expect(await a().peek(k, at(0))).toBeNull();
      await a().hit(k, at(0), WINDOW);
      expect(await b().peek(k, at(30))).toStrictEqual({ count: 1, resetAt: at(60) });
      expect(await b().peek(k, at(30))).toStrictEqual({ count: 1, resetAt: at(60) });
      expect(await b().peek(k, at(60))).toBeNull();
    });

    it("deletes ended windows and keeps live ones", async () => {
      const [ended, live] = [key(), key()];
      await a().hit(ended, at(200), SECOND);
      await a().hit(live, at(200), 100 * SECOND);
      // Read at a time the first was live: gone only once deleted, not merely ended.
      expect(await a().peek(ended, at(200.5))).not.toBeNull();
      expect(await b().purgeExpired(at(250))).toBeGreaterThanOrEqual(1);
      expect(await a().peek(ended, at(200.5))).toBeNull();
      expect(await a().peek(live, at(250))).toStrictEqual({ count: 1, resetAt: at(300) });
      expect(await b().purgeExpired(at(250))).toBe(0);
    });

    // Sign-in attempts (issue 46): counted before they are checked, slowed by doubling waits.
    const policy = {
      free: 3,
      firstWaitMs: 60 * SECOND,
      maxWaitMs: 240 * SECOND,
      windowMs: 3600 * SECOND,
    };

    it("lets exactly the free attempts of many parallel ones through two connections", async () => {
      const k = key();
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 ? a() : b()).attempt(k, at(0), policy)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(3);
      for (const refused of results.filter((result) => !result.allowed)) {
        expect(refused).toStrictEqual({ allowed: false, count: 3, waitUntil: at(60) });
      }
    });

    it("allows one attempt after each wait, and doubles the wait up to its cap", async () => {
      const k = key();
      for (let i = 1; i <= 3; i += 1)
        expect((await a().attempt(k, at(0), policy)).allowed).toBe(true);
      expect((await b().attempt(k, at(59), policy)).allowed).toBe(false);
      expect(await b().attempt(k, at(60), policy)).toStrictEqual({
        allowed: true,
        count: 4,
        waitUntil: at(180),
      });
      expect((await a().attempt(k, at(179), policy)).allowed).toBe(false);
      expect((await a().attempt(k, at(180), policy)).waitUntil).toStrictEqual(at(420));
      expect((await a().attempt(k, at(420), policy)).waitUntil).toStrictEqual(at(660));
    });

    it("forgets a key's attempts, and starts afresh once its window ended", async () => {
      const [forgotten, ended] = [key(), key()];
      for (let i = 0; i < 3; i += 1) {
        await a().attempt(forgotten, at(0), policy);
        await a().attempt(ended, at(0), policy);
      }
      await b().forget(forgotten);
      expect(await a().attempt(forgotten, at(1), policy)).toStrictEqual({
        allowed: true,
        count: 1,
        waitUntil: null,
      });
      expect(await a().attempt(ended, at(3600), policy)).toStrictEqual({
        allowed: true,
        count: 1,
        waitUntil: null,
      });
    });

    it("forgets every key under a prefix, and only those", async () => {
      const base = key();
      for (const k of [`${base}|a:1`, `${base}|a:2`, `${base}|b%_`, `${base}x`]) {
        await a().attempt(k, at(0), policy);
      }
      expect(await b().forgetPrefix(`${base}|`)).toBe(3);
      expect((await a().attempt(`${base}|a:1`, at(1), policy)).count).toBe(1);
      expect((await a().attempt(`${base}x`, at(1), policy)).count).toBe(2);
    });
  });
}
