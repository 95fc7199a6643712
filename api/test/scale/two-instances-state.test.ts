// Two real API processes on one store (the SQLite file; MongoDB where TEST_MONGODB_URI is set),
// as two instances behind a load balancer: what one instance learns (a lockout, a rate-limit
// count, an upload, an edit) the other knows, and after `kill -9` of one under a stream of
// writes, every write it acknowledged is there and the survivor holds the jobs lease. (The jobs themselves: two-instances-jobs.test.ts.)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_CACHE_TTL_MS } from "../../src/services/items/reply-cache";
import { hashPassword } from "../../src/services/passwords";
import type { Store } from "../../src/store/types";
import { sharedBackends, startTwoInstances, type TwoInstances } from "./backends";
import { ADMIN_PASSWORD } from "../helpers/app";
import { exited, HttpSession, type ServerProcess } from "../helpers/server-process";
import { validContact } from "../contact/fixtures";
import { png } from "../media/images";
import { filePart } from "../media/multipart";

const LEASE_TTL_MS = 2000;
const LEASE_RENEW_MS = 400;
const CONTACT_RATE_LIMIT = 4;
const MAX_FAILURES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await sleep(20);
  }
}

const text = (words: string) => ({ en: words, ar: `${words} (ar)`, ru: `${words} (ru)` });
const newsItem = (slug: string, status = "draft", publishedAt: string | null = null) => ({
  slug,
  title: text(slug),
  excerpt: text(`${slug} excerpt`),
  body: text(`${slug} body`),
  status,
  publishedAt,
});

describe.each(sharedBackends("two instances, state"))(
  "two API instances on one %s share their state",
  (_name, backend) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-two-state-"));
    let a: ServerProcess;
    let b: ServerProcess;
    let store: Store;
    let instances: TwoInstances | undefined;

    beforeAll(async () => {
      const env = {
        SEED: "false",
        SERVE_SITE: "false",
        BUILDER: "off",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD,
        // Shared, as instances behind one load balancer must: a session from one is valid on the other.
        JWT_SECRET: crypto.randomBytes(32).toString("hex"),
        CSRF_SECRET: crypto.randomBytes(32).toString("hex"),
        LOGIN_MAX_FAILURES: String(MAX_FAILURES),
        // Every request comes from 127.0.0.1: the per-IP login limit must not be what answers here.
        LOGIN_RATE_LIMIT: "1000",
        CONTACT_RATE_LIMIT: String(CONTACT_RATE_LIMIT),
        LEASE_TTL_MS: String(LEASE_TTL_MS),
        LEASE_RENEW_MS: String(LEASE_RENEW_MS),
        JOBS_POLL_MS: "300",
        // Jest and two servers share this machine's cores: a stall past the default 1 s would shed
        // requests with 503, which is test/app/overload.test.ts's subject, not this file's.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      };
      instances = await startTwoInstances(backend, dataDir, env);
      ({ a, b, store } = instances);
    }, 60_000);

    afterAll(async () => {
      await instances?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    async function session(server: ServerProcess) {
      const client = new HttpSession(server.url);
      await client.send("GET", "/api/csrf/");
      return client;
    }

    async function admin(server: ServerProcess) {
      const client = await session(server);
      const login = await client.send("POST", "/api/login/", {
        username: "admin",
        password: ADMIN_PASSWORD,
      });
      expect(login.status).toBe(200);
      return client;
    }

    it("locks an account for both once the wrong passwords were tried through one", async () => {
      const username = "locked-editor";
      await store.users.create({
        id: crypto.randomUUID(),
        username,
        passwordHash: await hashPassword(ADMIN_PASSWORD),
        role: "admin",
        createdAt: new Date(),
      });
      const throughA = await session(a);
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        const wrong = await throughA.send("POST", "/api/login/", { username, password: "wrong" });
        expect(wrong.status).toBe(401);
      }
      const throughB = await session(b);
      const right = await throughB.send("POST", "/api/login/", {
        username,
        password: ADMIN_PASSWORD,
      });
      expect(right.status).toBe(429);
      expect(((await right.json()) as { code: string }).code).toBe("ACCOUNT_LOCKED");
    });

    it("counts one visitor's contact messages through both into one limit", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_RATE_LIMIT + 2; i += 1) {
        const visitor = await session(i % 2 ? b : a);
        const response = await visitor.send("POST", "/api/contact/", {
          ...validContact,
          name: `Limited ${i}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    });

    it("serves an upload through one from the other, with the same headers, and deletes it for both", async () => {
      const editor = await admin(a);
      const upload = await editor.send(
        "POST",
        "/api/media/",
        undefined,
        filePart(await png(40, 30), "shared.png", "image/png"),
      );
      expect(upload.status).toBe(201);
      const { id, url } = (await upload.json()) as { id: string; url: string };
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
      for (const header of ["etag", "cache-control", "content-type", "content-length"]) {
        expect([header, fromB.headers.get(header)]).toEqual([header, fromA.headers.get(header)]);
      }
      expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

      const remover = await admin(b);
      expect((await remover.send("DELETE", `/api/media/${id}/`)).status).toBe(204);
      expect((await fetch(`${a.url}${url}`)).status).toBe(404);
    });

    it(`serves an item edited through one fresh from the other within ${PUBLIC_CACHE_TTL_MS} ms`, async () => {
      const editor = await admin(a);
      const past = new Date(Date.now() - 60_000).toISOString();
      const created = await editor.send(
        "POST",
        "/api/news/",
        newsItem("edited", "published", past),
      );
      expect(created.status).toBe(201);
      const { version } = (await created.json()) as { version: number };
      const titleOnB = async () => {
        const response = await fetch(`${b.url}/api/news/edited`);
        return ((await response.json()) as { title: { en: string } }).title.en;
      };
      // B has the reply cached now.
      expect(await titleOnB()).toBe("edited");

      const edit = await editor.send("PATCH", "/api/news/edited/", {
        version,
        title: text("edited again"),
      });
      expect(edit.status).toBe(200);
      const editedAt = Date.now();
      await until(async () => (await titleOnB()) === "edited again", 5000, "B serves the edit");
      const staleMs = Date.now() - editedAt;
      process.stderr.write(`two instances: an edit through A served by B after ${staleMs} ms\n`);
      // The bound, and a margin for a request in flight on a busy machine.
      expect(staleMs).toBeLessThanOrEqual(PUBLIC_CACHE_TTL_MS + 500);
    });

    it("edits one item through both at once: each answers 200 or a stale 409, never an error", async () => {
      const editors = [await admin(a), await admin(b)];
      const created = await editors[0]!.send("POST", "/api/news/", newsItem("contested"));
      expect(created.status).toBe(201);
      const statuses: number[] = [];
      // Each editor saves over whatever version it last read, as two admins in two tabs would;
      // bounded in count and time, it stops by itself.
      const stopAt = Date.now() + 2000;
      const edit = async (editor: HttpSession, lane: number) => {
        for (let round = 0; round < 200 && Date.now() < stopAt; round += 1) {
          const current = await editor.send("GET", "/api/news/contested");
          const { version } = (await current.json()) as { version: number };
          const saved = await editor.send("PATCH", "/api/news/contested/", {
            version,
            title: text(`lane ${lane} round ${round}`),
          });
          statuses.push(saved.status);
        }
      };
      await Promise.all([edit(editors[0]!, 0), edit(editors[1]!, 1), edit(editors[0]!, 2)]);
      const counts = statuses.reduce<Record<number, number>>(
        (tally, status) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
        {},
      );
      process.stderr.write(`two instances: concurrent edits answered ${JSON.stringify(counts)}\n`);
      expect(counts[200]).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      // Every acknowledged save raised the version by one: none was lost or applied twice.
      const final = (await (await editors[1]!.send("GET", "/api/news/contested")).json()) as {
        version: number;
      };
      expect(final.version).toBe(1 + (counts[200] ?? 0));
    });

    it("loses no acknowledged write when one instance is killed under load, and the other takes the lease", async () => {
      const holder = async () => (await store.leases.get("jobs"))?.holder ?? "";
      expect(Number((await holder()).split(":")[1])).toBe(a.child.pid);
      const writers = [await admin(a), await admin(b)];
      const acknowledged: string[] = [];
      let unanswered = 0;
      const survivorErrors: number[] = [];
      let next = 0;
      // A bounded stream of item creations through both instances, 4 at a time, that stops by
      // itself: 1 s before the kill and 1.5 s after it.
      const stopAt = Date.now() + 2500;
      const writer = async (lane: number) => {
        while (Date.now() < stopAt) {
          const slug = `load-${(next += 1)}`;
          const target = (lane + next) % 2;
          try {
            const response = await writers[target]!.send("POST", "/api/news/", newsItem(slug));
            if (response.status === 201) acknowledged.push(slug);
            else if (target === 1) survivorErrors.push(response.status);
          } catch {
            // The killed instance: no answer, so nothing was acknowledged.
            unanswered += 1;
            await sleep(10);
          }
        }
      };
      const load = Promise.all([0, 1, 2, 3].map(writer));
      await sleep(1000);
      const killedAt = Date.now();
      a.child.kill("SIGKILL");
      await load;
      await exited(a.child);

      // Read back through the survivor, as an admin (drafts included).
      const reader = await admin(b);
      const missing: string[] = [];
      for (const slug of acknowledged) {
        if ((await reader.send("GET", `/api/news/${slug}`)).status !== 200) missing.push(slug);
      }
      process.stderr.write(
        `two instances: ${acknowledged.length} writes acknowledged, ${unanswered} unanswered, around kill -9\n`,
      );
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(survivorErrors).toEqual([]);
      expect(missing).toEqual([]);

      await until(
        async () => Number((await holder()).split(":")[1]) === b.child.pid,
        LEASE_TTL_MS + LEASE_RENEW_MS + 2000,
        "the survivor takes the jobs lease",
      );
      process.stderr.write(
        `two instances: lease held by the survivor ${Date.now() - killedAt} ms after kill -9\n`,
      );
    });
  },
);
