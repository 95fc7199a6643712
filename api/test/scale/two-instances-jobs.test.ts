// Two real API processes on one store (the SQLite file; MongoDB where TEST_MONGODB_URI is set),
// as two instances behind a load balancer: the jobs
// that must run once (contact mail, rebuilds, scheduled publication) run once whichever instance
// is asked, and move to the survivor within seconds of `kill -9` of the one running them.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createSigner } from "fast-jwt";
import { SMTPServer } from "smtp-server";
import type { Store } from "../../src/store/types";
import { sharedBackends, startTwoInstances, type TwoInstances } from "./backends";
import { ADMIN_PASSWORD } from "../helpers/app";
import { exited, HttpSession, type ServerProcess } from "../helpers/server-process";
import { validContact } from "../contact/fixtures";

const LEASE_TTL_MS = 2000;
const LEASE_RENEW_MS = 400;
const WEBHOOK_SECRET = "two-instances-webhook-secret-32-chars";
/** Long enough for several polls and renewals: what did not happen by then is not coming. */
const SETTLE_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await sleep(50);
  }
}

/** A real SMTP server that keeps the Message-ID and raw text of every message it accepts. */
async function smtpSink() {
  const received: { messageId: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "", raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    /** How many accepted messages carry this text (a visitor's unique name). */
    mailsFor: (text: string) => received.filter((mail) => mail.raw.includes(text)).length,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for Netlify: counts build hook calls by title and, as Netlify does, reports each
 * deploy ready through the signed webhook, to whichever instance `notify` names.
 */
async function fakeNetlify(notify: () => string) {
  const titles: string[] = [];
  let deploys = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const title =
        new URL(req.url ?? "/", "http://netlify.test").searchParams.get("trigger_title") ?? "";
      // Without the build's tag: the reason, as the tests name builds.
      titles.push(title.replace(/ \[build [^\]]+\]$/, ""));
      res.writeHead(200).end();
      const body = JSON.stringify({ id: `deploy-${(deploys += 1)}`, state: "ready", title });
      const signature = createSigner({ key: WEBHOOK_SECRET, algorithm: "HS256" })({
        iss: "netlify",
        sha256: crypto.createHash("sha256").update(body).digest("hex"),
      });
      setTimeout(() => {
        void fetch(`${notify()}/api/webhooks/netlify/`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-webhook-signature": signature },
          body,
        }).catch(() => undefined);
      }, 100);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Hook calls whose title is exactly this build reason. */
    calls: (title: string) => titles.filter((t) => t === title).length,
    titles,
    hookUrl: `http://127.0.0.1:${port}/build_hooks/two-instances`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const text = (words: string) => ({ en: words, ar: `${words} (ar)`, ru: `${words} (ru)` });
const newsItem = (slug: string, publishedAt: string | null) => ({
  slug,
  title: text(slug),
  excerpt: text(`${slug} excerpt`),
  body: text(`${slug} body`),
  status: "published",
  publishedAt,
});

describe.each(sharedBackends("two instances, jobs"))(
  "two API instances on one %s",
  (_name, backend) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-two-"));
    let sink: Awaited<ReturnType<typeof smtpSink>>;
    let netlify: Awaited<ReturnType<typeof fakeNetlify>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let store: Store;
    let instances: TwoInstances | undefined;

    beforeAll(async () => {
      sink = await smtpSink();
      netlify = await fakeNetlify(() => b.url);
      const env = {
        SEED: "false",
        SERVE_SITE: "false",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD,
        // Shared, as instances behind one load balancer must: a session from one is valid on the other.
        JWT_SECRET: crypto.randomBytes(32).toString("hex"),
        CSRF_SECRET: crypto.randomBytes(32).toString("hex"),
        CONTACT_RATE_LIMIT: "1000",
        SMTP_URL: sink.url,
        MAIL_TO: "office@leca.test",
        BUILDER: "netlify",
        NETLIFY_BUILD_HOOK_URL: netlify.hookUrl,
        NETLIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        BUILD_DEBOUNCE_MS: "200",
        LEASE_TTL_MS: String(LEASE_TTL_MS),
        LEASE_RENEW_MS: String(LEASE_RENEW_MS),
        JOBS_POLL_MS: "300",
      };
      instances = await startTwoInstances(backend, dataDir, env);
      ({ a, b, store } = instances);
    }, 60_000);

    afterAll(async () => {
      await instances?.stop();
      await sink?.stop();
      await netlify?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const holderPid = async () => Number((await store.leases.get("jobs"))?.holder.split(":")[1]);

    async function visitor(server: ServerProcess, name: string) {
      const session = new HttpSession(server.url);
      await session.send("GET", "/api/csrf/");
      const response = await session.send("POST", "/api/contact/", { ...validContact, name });
      expect(response.status).toBe(201);
    }

    async function admin(server: ServerProcess) {
      const session = new HttpSession(server.url);
      await session.send("GET", "/api/csrf/");
      const login = await session.send("POST", "/api/login/", {
        username: "admin",
        password: ADMIN_PASSWORD,
      });
      expect(login.status).toBe(200);
      return session;
    }

    it("mails a contact message sent through either instance exactly once", async () => {
      expect(await holderPid()).toBe(a.child.pid);
      await visitor(a, "Alpha");
      await visitor(b, "Bravo");
      await until(() => sink.received.length >= 2, 5000, "both messages mailed");
      await sleep(SETTLE_MS);
      expect([sink.mailsFor("Alpha"), sink.mailsFor("Bravo")]).toEqual([1, 1]);
      expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(2);
    });

    it("builds once for a publication through the instance that does not lead", async () => {
      const editor = await admin(b);
      expect((await editor.send("POST", "/api/news/", newsItem("via-b", null))).status).toBe(201);
      // The deploy's title: the coded reason in English, with who asked.
      const reason = "news published: via-b by admin";
      await until(() => netlify.calls(reason) === 1, 5000, "the build hook called");
      await sleep(SETTLE_MS);
      expect(netlify.titles).toEqual([reason]);
    });

    it("publishes a scheduled item once, when its date comes", async () => {
      const editor = await admin(b);
      const due = new Date(Date.now() + 2500).toISOString();
      expect((await editor.send("POST", "/api/news/", newsItem("scheduled", due))).status).toBe(
        201,
      );
      await sleep(1000);
      expect(netlify.calls("scheduled publication")).toBe(0);
      await until(() => netlify.calls("scheduled publication") === 1, 5000, "scheduled build");
      await sleep(SETTLE_MS);
      expect(netlify.calls("scheduled publication")).toBe(1);
      expect(netlify.titles).toHaveLength(2);
    });

    it("after kill -9 of the leader, the other takes the lease within seconds and runs the jobs", async () => {
      // Every build so far reported ready: a takeover has nothing to redo.
      await until(async () => (await store.builds.findActive()) === null, 3000, "builds settled");
      const killedAt = Date.now();
      a.child.kill("SIGKILL");
      await exited(a.child);
      await until(async () => (await holderPid()) === b.child.pid, LEASE_TTL_MS + 3000, "takeover");
      const takeoverMs = Date.now() - killedAt;
      process.stderr.write(`two instances: lease taken over ${takeoverMs} ms after kill -9\n`);
      // The lease's rest (at most its ttl) and the next renewal; the margin absorbs a busy machine.
      expect(takeoverMs).toBeLessThanOrEqual(LEASE_TTL_MS + LEASE_RENEW_MS + 1500);

      await visitor(b, "Charlie");
      await until(() => sink.mailsFor("Charlie") === 1, 3000, "mail after the takeover");
      const editor = await admin(b);
      expect((await editor.send("POST", "/api/news/", newsItem("after-kill", null))).status).toBe(
        201,
      );
      await until(
        () => netlify.calls("news published: after-kill by admin") === 1,
        3000,
        "build after it",
      );
      await sleep(SETTLE_MS);
      expect(sink.mailsFor("Charlie")).toBe(1);
      // Nothing done before the kill was done again by the new leader.
      expect(sink.received).toHaveLength(3);
      expect(netlify.titles).toEqual([
        "news published: via-b by admin",
        "scheduled publication",
        "news published: after-kill by admin",
      ]);
    });
  },
);
