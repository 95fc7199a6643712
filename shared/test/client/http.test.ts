import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import axios from "axios";
import type { Lang } from "../../src/contracts";
import { createApiClient } from "../../src/client";
import {
  fakeServer,
  ok,
  progressProbe,
  unauthorized,
  type Reply,
} from "../../src/testing/fake-server";

describe("createApiClient: cookies, CSRF, language", () => {
  it("sends cookies and the CSRF header name/cookie name on every request", async () => {
    const server = fakeServer(() => ok());
    const client = createApiClient({ adapter: server.adapter });

    await client.health();
    await client.news.create({ title: { en: "t" }, excerpt: { en: "e" }, body: { en: "b" } });

    // In a browser axios reads `csrftoken` and sends it as X-CSRFToken from exactly these settings.
    for (const { config } of server.requests) {
      expect(config.baseURL).toBe("/api");
      expect(config.withCredentials).toBe(true);
      expect(config.xsrfCookieName).toBe("csrftoken");
      expect(config.xsrfHeaderName).toBe("X-CSRFToken");
      expect(config.withXSRFToken).toBe(true);
    }
    expect(server.requests).toHaveLength(2);
  });

  it("leaves the same-origin rule to axios when the API is not same-site, and honours baseURL", async () => {
    const server = fakeServer(() => ok());
    const client = createApiClient({
      adapter: server.adapter,
      sameSite: false,
      baseURL: "https://api.example.com/api",
    });

    await client.health();

    const config = server.requests[0]?.config;
    expect(config?.withXSRFToken).toBeUndefined();
    expect(config?.baseURL).toBe("https://api.example.com/api");
    expect(config?.withCredentials).toBe(true);
  });

  it("sends Accept-Language from language(), read again on each request", async () => {
    const server = fakeServer(() => ok());
    let lang: Lang = "ar";
    const client = createApiClient({ adapter: server.adapter, language: () => lang });

    await client.health();
    lang = "ru";
    await client.health();
    await client.http.get("/health", { headers: { "Accept-Language": "en" } });

    expect(server.requests.map((r) => r.headers["Accept-Language"])).toEqual(["ar", "ru", "en"]);
  });

  it("sends no Accept-Language of its own without a language option", async () => {
    const server = fakeServer(() => ok());
    await createApiClient({ adapter: server.adapter }).health();
    expect(server.requests[0]?.headers["Accept-Language"]).toBeUndefined();
  });
});

describe("progress bar", () => {
  const run = async (
    handler: (url: string) => Reply,
    call: (client: ReturnType<typeof createApiClient>) => Promise<unknown>,
  ) => {
    const server = fakeServer((request) => handler(request.url));
    const progress = progressProbe();
    const client = createApiClient({ adapter: server.adapter, progress });
    await call(client).catch(() => undefined);
    return { progress, server };
  };

  it("starts and finishes once for a success", async () => {
    const { progress } = await run(
      () => ok(),
      (client) => client.health(),
    );
    expect(progress).toMatchObject({ starts: 1, dones: 1, underflow: false });
  });

  it("starts and finishes once for an error status", async () => {
    const { progress } = await run(
      () => ({ status: 500, raw: "boom" }),
      (client) => client.health(),
    );
    expect(progress).toMatchObject({ starts: 1, dones: 1, underflow: false });
  });

  it("starts and finishes once for a network error", async () => {
    const { progress } = await run(
      () => ({ fail: "network" }),
      (client) => client.health(),
    );
    expect(progress).toMatchObject({ starts: 1, dones: 1, underflow: false });
  });

  it("stays balanced across refresh and retry: three requests, three starts, three dones", async () => {
    let refreshed = false;
    const { progress, server } = await run(
      (url) => {
        if (url === "/token/refresh/") {
          refreshed = true;
          return ok();
        }
        return refreshed ? ok() : unauthorized;
      },
      (client) => client.news.list(),
    );
    expect(server.requests).toHaveLength(3);
    expect(progress).toMatchObject({ starts: 3, dones: 3, underflow: false });
  });

  it("stays balanced when the refresh fails", async () => {
    const { progress, server } = await run(
      () => unauthorized,
      (client) => client.news.list(),
    );
    expect(server.requests).toHaveLength(2);
    expect(progress).toMatchObject({ starts: 2, dones: 2, underflow: false });
  });

  it("stays balanced for a request aborted before it was sent", async () => {
    const controller = new AbortController();
    controller.abort();
    const { progress, server } = await run(
      () => ok(),
      (client) => client.media.upload(new Blob(["x"]), { signal: controller.signal }),
    );
    expect(server.requests).toHaveLength(0);
    expect(progress).toMatchObject({ starts: 1, dones: 1, underflow: false });
  });

  it("does not call done() for a request that failed before start()", async () => {
    const server = fakeServer(() => ok());
    const progress = progressProbe();
    const client = createApiClient({ adapter: server.adapter, progress });
    // Added later, so it runs before the client's own request interceptors (axios runs them in reverse).
    client.http.interceptors.request.use((config) => {
      // e.g. an app that cancels duplicate requests: an axios error that carries the config.
      throw new axios.CanceledError("duplicate", undefined, config);
    });

    await expect(client.health()).rejects.toMatchObject({ code: "CANCELED" });
    expect(progress).toMatchObject({ starts: 0, dones: 0 });
  });
});

describe("browser safety", () => {
  it("the client sources import nothing from Node or a UI library and never touch process", () => {
    const dir = join(__dirname, "../../src/client");
    const files = readdirSync(dir).filter((name) => name.endsWith(".ts"));
    expect(files).toEqual(
      expect.arrayContaining(["index.ts", "http.ts", "refresh.ts", "errors.ts", "endpoints.ts"]),
    );
    for (const name of files) {
      const source = readFileSync(join(dir, name), "utf8");
      const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);
      for (const specifier of imports) {
        expect([name, specifier]).toEqual([
          name,
          expect.stringMatching(
            /^(axios|zod|\.\/.*|\.\.\/contracts(\/.*)?|\.\.\/routes\/(paths|schemas|types)|\.\.\/kind-names)$/,
          ),
        ]);
      }
      expect([name, /\bprocess\.|\brequire\(/.test(source)]).toEqual([name, false]);
    }
  });

  it("imports zod, the contracts and the route schemas for types only, so none is in the browser bundle", () => {
    const dir = join(__dirname, "../../src/client");
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".ts"))) {
      const source = readFileSync(join(dir, name), "utf8");
      const valueImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+"([^"]+)"/gm)].map(
        (m) => m[1],
      );
      expect([
        name,
        valueImports.filter(
          (s) => s === "zod" || s?.startsWith("../contracts") || s === "../routes/schemas",
        ),
      ]).toEqual([name, []]);
    }
  });
});
