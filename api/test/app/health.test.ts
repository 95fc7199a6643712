import { makeApp, type TestApp } from "../helpers/app";
import { migrations } from "../../src/store/sqlite/migrations";

describe("health checks", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeApp();
  });
  afterEach(() => t.close());
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers liveness without the storage and readiness with it", async () => {
    const live = await get("/api/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok", uptimeSeconds: expect.any(Number) });

    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      storage: { kind: "sqlite", ok: true },
      migrations: { applied: migrations.length, known: migrations.length },
    });
  });

  it("is not ready when the storage does not answer, and still alive", async () => {
    t.app.store.ping = () => Promise.reject(new Error("disk gone"));
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not-ready", storage: { ok: false } });
    expect((await get("/api/health")).statusCode).toBe(503);
    expect((await get("/api/health/live")).statusCode).toBe(200);
  });

  it("is not ready when the database was migrated by a newer build", async () => {
    const known = migrations.length;
    t.app.store.migrations = () => ({ applied: known + 1, known });
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ migrations: { applied: known + 1, known } });
  });
});

describe("request ids", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it("gives every answer an id, and error bodies the same one", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    const second = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    const id = first.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers["x-request-id"]).not.toBe(id);
    expect(first.json()).toMatchObject({ statusCode: 404, requestId: id });
  });

  it("keeps an incoming X-Request-Id and replaces one that could forge a log line", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": "edge-01HZX.42:7" },
    });
    expect(kept.headers["x-request-id"]).toBe("edge-01HZX.42:7");

    for (const sent of ["a b", "x".repeat(129), 'id","level":60', ""]) {
      const replaced = await t.app.inject({
        method: "GET",
        url: "/api/health/live",
        headers: { "x-request-id": sent },
      });
      expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
