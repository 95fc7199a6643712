import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSigner } from "fast-jwt";
import os from "node:os";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { loadConfig } from "../../src/config";
import { Agent } from "../helpers/agent";

const SECRET = "netlify-shared-webhook-secret-of-32-chars";
const HOOK_ID = "hook-id-5f2a9c0de1b7";

/** A stand-in for api.netlify.com's build hook endpoint. */
async function fakeNetlify() {
  const received: { method: string; url: string; body: string }[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    hookUrl: `http://127.0.0.1:${port}/build_hooks/${HOOK_ID}`,
    answer: (code: number) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What Netlify echoes of the build hook's trigger_title: the reason, tagged with the build. */
const titleOf = (build: { id: string; reason: string }) => `${build.reason} [build ${build.id}]`;

const sign = (body: string, secret = SECRET, claims: Record<string, unknown> = {}) =>
  createSigner({ key: secret, algorithm: "HS256" })({
    iss: "netlify",
    sha256: crypto.createHash("sha256").update(body).digest("hex"),
    ...claims,
  });

describe("the Netlify builder and its deploy webhook", () => {
  let netlify: Awaited<ReturnType<typeof fakeNetlify>>;
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    netlify = await fakeNetlify();
    t = await makeApp({
      BUILDER: "netlify",
      NETLIFY_BUILD_HOOK_URL: netlify.hookUrl,
      NETLIFY_WEBHOOK_SECRET: SECRET,
      BUILD_DEBOUNCE_MS: "20",
    });
    await createUser(t.app);
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(async () => {
    await t.close();
    await netlify.close();
  });
  beforeEach(() => netlify.answer(200));

  /** `null` sends no signature header at all. */
  const notify = (body: string, signature: string | null = sign(body)) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/netlify/",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "x-webhook-signature": signature } : {}),
      },
      payload: body,
    });
  const latest = async () => (await t.app.builds.list(1))[0]!;
  const listing = async () => {
    const response = await admin.get("/api/builds/");
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const requestBuild = async (reason: string) => {
    t.app.builds.request(reason);
    await t.app.builds.whenIdle();
    return latest();
  };

  it("POSTs the reason to the build hook, then follows Netlify's signed notifications", async () => {
    const build = await requestBuild("news published: green-roofs");
    expect(netlify.received).toHaveLength(1);
    const [hit] = netlify.received;
    expect(hit!.method).toBe("POST");
    const url = new URL(hit!.url, "http://netlify.test");
    expect(url.pathname).toBe(`/build_hooks/${HOOK_ID}`);
    // The reason, and the build it is for: how a deploy's notifications find their build.
    expect(url.searchParams.get("trigger_title")).toBe(
      `news published: green-roofs [build ${build.id}]`,
    );
    expect(build).toMatchObject({ builder: "netlify", status: "building", finishedAt: null });
    expect(JSON.parse(hit!.body)).toEqual({
      build_id: build.id,
      reason: "news published: green-roofs",
    });

    const building = JSON.stringify({
      id: "deploy-1",
      title: titleOf(build),
      state: "building",
      name: "leca",
    });
    const first = await notify(building);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect(await latest()).toMatchObject({
      id: build.id,
      status: "building",
      externalId: "deploy-1",
    });

    const ready = JSON.stringify({ id: "deploy-1", title: titleOf(build), state: "ready" });
    expect((await notify(ready)).statusCode).toBe(200);
    const done = await latest();
    expect(done).toMatchObject({ id: build.id, status: "succeeded" });
    expect(done.logTail).toContain("Netlify: deploy ready");

    const body = await listing();
    expect(JSON.parse(body).items[0]).toMatchObject({
      status: "succeeded",
      durationMs: expect.any(Number),
    });
    expect(body).not.toContain(HOOK_ID);
    expect(body).not.toContain(netlify.hookUrl.slice(0, 25));
  });

  it("refuses notifications with a tampered body, a wrong secret, a wrong issuer or no signature", async () => {
    const build = await requestBuild("gallery edited: river");
    const genuine = JSON.stringify({ id: "deploy-2", title: titleOf(build), state: "ready" });
    const tampered = JSON.stringify({ id: "deploy-2", title: titleOf(build), state: "error" });
    const attempts = [
      await notify(tampered, sign(genuine)),
      await notify(genuine, sign(genuine, "some-other-secret")),
      await notify(genuine, sign(genuine, SECRET, { iss: "someone-else" })),
      await notify(genuine, null),
      await notify(genuine, "not-a-jws"),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: "UNAUTHORIZED",
        message: "The webhook signature is not valid.",
      });
    }
    expect(await latest()).toMatchObject({ id: build.id, status: "building", externalId: null });

    const huge = JSON.stringify({
      id: "deploy-2",
      title: titleOf(build),
      state: "ready",
      pad: "x".repeat(300 * 1024),
    });
    expect((await notify(huge)).statusCode).toBe(413);

    expect((await notify(genuine)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ id: build.id, status: "succeeded" });
  });

  it("refuses a token without an issuer, past its expiry or issued more than 5 minutes ago", async () => {
    const build = await requestBuild("news published: replayed");
    const body = JSON.stringify({ id: "deploy-old", title: titleOf(build), state: "ready" });
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      await notify(body, sign(body, SECRET, { iss: undefined })),
      await notify(body, sign(body, SECRET, { exp: now - 60 })),
      await notify(body, sign(body, SECRET, { iat: now - 6 * 60 })),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect(await latest()).toMatchObject({ id: build.id, status: "building", externalId: null });
    // A token issued 4 minutes ago, with Netlify's clock 20 s ahead, is still fresh.
    expect((await notify(body, sign(body, SECRET, { iat: now - 4 * 60 }))).statusCode).toBe(200);
    expect((await notify(body, sign(body, SECRET, { iat: now + 20 }))).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ id: build.id, status: "succeeded" });
  });

  it("answers a replayed notification 200 and changes nothing", async () => {
    const build = await requestBuild("gallery edited: replay");
    const building = JSON.stringify({ id: "deploy-7", title: titleOf(build), state: "building" });
    const ready = JSON.stringify({ id: "deploy-7", title: titleOf(build), state: "ready" });
    const error = JSON.stringify({
      id: "deploy-7",
      title: titleOf(build),
      state: "error",
      error_message: "forged",
    });
    expect((await notify(building)).statusCode).toBe(200);
    const started = await t.app.store.builds.get(build.id);
    // The same "building" again (a second delivery, or a replay): no second log line.
    expect((await notify(building)).statusCode).toBe(200);
    expect(await t.app.store.builds.get(build.id)).toEqual(started);

    expect((await notify(ready)).statusCode).toBe(200);
    const done = await t.app.store.builds.get(build.id);
    expect(done).toMatchObject({ status: "succeeded", externalId: "deploy-7" });
    // Replays of each state, freshly signed, over a real socket, a little later.
    const origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const body of [ready, building, error, ready]) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await fetch(`${origin}/api/webhooks/netlify/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-webhook-signature": sign(body) },
        body,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(await t.app.store.builds.get(build.id)).toEqual(done);
  });

  it("never gives an unknown deploy to the newest build: a replay of another one changes nothing", async () => {
    const older = await requestBuild("news published: older");
    const oldReady = JSON.stringify({ id: "deploy-9", title: titleOf(older), state: "ready" });
    expect((await notify(oldReady)).statusCode).toBe(200);
    expect(await t.app.store.builds.get(older.id)).toMatchObject({ status: "succeeded" });
    const build = await requestBuild("news published: current");
    // A deploy nobody asked for (a git push), one that names no build, or another build's:
    // signed by Netlify all the same, none of them is this build's.
    for (const body of [
      JSON.stringify({ id: "deploy-git", state: "ready", title: "Merge pull request #12" }),
      JSON.stringify({ id: "deploy-untitled", state: "error" }),
      JSON.stringify({ id: "deploy-elsewhere", state: "ready", title: titleOf(older) }),
      oldReady,
    ]) {
      expect((await notify(body)).statusCode).toBe(200);
    }
    expect(await t.app.store.builds.get(build.id)).toMatchObject({
      status: "building",
      externalId: null,
    });
    const mine = JSON.stringify({ id: "deploy-10", title: titleOf(build), state: "ready" });
    expect((await notify(mine)).statusCode).toBe(200);
    expect(await t.app.store.builds.get(build.id)).toMatchObject({
      status: "succeeded",
      externalId: "deploy-10",
    });
  });

  it("refuses a notification that names no deploy", async () => {
    const build = await requestBuild("news published: anonymous");
    const body = JSON.stringify({ state: "ready" });
    expect((await notify(body)).statusCode).toBe(400);
    expect(await latest()).toMatchObject({ id: build.id, status: "building" });
    expect(
      (await notify(JSON.stringify({ id: "deploy-8", title: titleOf(build), state: "error" })))
        .statusCode,
    ).toBe(200);
  });

  it("records a failed deploy with Netlify's error message", async () => {
    const build = await requestBuild("news deleted: old-post");
    const error = JSON.stringify({
      id: "deploy-3",
      title: titleOf(build),
      state: "error",
      error_message: "Build script returned non-zero exit code: 2",
    });
    expect((await notify(error)).statusCode).toBe(200);
    const failed = await latest();
    expect(failed).toMatchObject({ id: build.id, status: "failed", externalId: "deploy-3" });
    expect(failed.logTail).toContain("Build script returned non-zero exit code: 2");
    const { entries } = await t.app.audit.page({ action: "build-finished", pageSize: 1 });
    expect(entries[0]).toMatchObject({ target: { id: build.id }, detail: "failed", actor: null });
  });

  it("fails the build when the hook refuses, without revealing the hook URL", async () => {
    netlify.answer(500);
    const build = await requestBuild("manual rebuild");
    expect(build.status).toBe("failed");
    expect(build.logTail).toContain("HTTP 500");
    const body = await listing();
    expect(body).toContain("HTTP 500");
    expect(body).not.toContain(HOOK_ID);
  });
});

describe("the Netlify webhook", () => {
  it("needs a secret of at least 32 characters", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), NETLIFY_WEBHOOK_SECRET: "short" }),
    ).toThrow("NETLIFY_WEBHOOK_SECRET: must be at least 32 characters long");
  });

  it("does not exist without a configured secret", async () => {
    const t = await makeApp({ BUILDER: "off" });
    try {
      const body = JSON.stringify({ id: "d", state: "ready" });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/netlify/",
        headers: { "content-type": "application/json", "x-webhook-signature": sign(body) },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("fails the build when the hook cannot be reached, naming only the error code", async () => {
    const closed = await fakeNetlify();
    await closed.close();
    const t = await makeApp({
      BUILDER: "netlify",
      NETLIFY_BUILD_HOOK_URL: closed.hookUrl,
      BUILD_DEBOUNCE_MS: "0",
    });
    try {
      t.app.builds.request("manual rebuild");
      await t.app.builds.whenIdle();
      const [build] = await t.app.builds.list(1);
      expect(build!.status).toBe("failed");
      expect(build!.logTail).toContain("could not be reached (ECONNREFUSED)");
      expect(build!.logTail).not.toContain(HOOK_ID);
    } finally {
      await t.close();
    }
  });
});
