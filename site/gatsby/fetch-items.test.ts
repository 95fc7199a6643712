/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fetchAll, fetchWhole } from "./fetch-items";

/** A real HTTP server standing in for the API: `answer` decides each response, in order. */
async function serve(answer: (url: string, index: number) => { status: number; body?: unknown }) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const { status, body } = answer(request.url!, requests.length);
    requests.push(request.url!);
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body ?? { error: "busy" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.API_URL = `http://127.0.0.1:${port}/api`;
  return { requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

const page = (items: string[], nextCursor: string | null) => ({
  items,
  total: 3,
  page: 1,
  pageSize: 50,
  nextCursor,
});
const QUICK = { attempts: 4, firstDelayMs: 1 };

describe("fetchAll", () => {
  const apiUrl = process.env.API_URL;
  afterEach(() => {
    if (apiUrl === undefined) delete process.env.API_URL;
    else process.env.API_URL = apiUrl;
  });

  it("asks again when the API sheds a request with 503, and still walks every page", async () => {
    const api = await serve((url, index) => {
      if (index === 0 || index === 2 || index === 3) return { status: 503 };
      return url.includes("cursor=c2")
        ? { status: 200, body: page(["c"], null) }
        : { status: 200, body: page(["a", "b"], "c2") };
    });
    try {
      expect(await fetchAll<string>("news", QUICK)).toEqual(["a", "b", "c"]);
      expect(api.requests).toHaveLength(5);
      expect(api.requests.filter((url) => url.includes("cursor=c2"))).toHaveLength(3);
    } finally {
      await api.close();
    }
  });

  it("gives up after the policy's attempts, saying how often it asked", async () => {
    const api = await serve(() => ({ status: 503 }));
    try {
      await expect(fetchAll("gallery", QUICK)).rejects.toThrow(/answered 503 \(4 tries\)$/);
      expect(api.requests).toHaveLength(4);
    } finally {
      await api.close();
    }
  });

  it("asks again when a request gets no answer, and says so when none ever comes", async () => {
    let requests = 0;
    const server = http.createServer((request, response) => {
      requests += 1;
      // The first connection is dropped before any answer, as a closing keep-alive socket is.
      if (requests === 1) request.socket.destroy();
      else response.end(JSON.stringify(page(["a"], null)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    try {
      expect(await fetchAll<string>("news", QUICK)).toEqual(["a"]);
      expect(requests).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Nothing listens there any more.
    await expect(fetchAll("news", QUICK)).rejects.toThrow(/not reachable .* \(4 tries\)/);
  });

  it("does not ask again when the answer is a client error", async () => {
    const api = await serve(() => ({ status: 400 }));
    try {
      await expect(fetchAll("news", QUICK)).rejects.toThrow(/answered 400$/);
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});

describe("fetchWhole", () => {
  const apiUrl = process.env.API_URL;
  afterEach(() => {
    if (apiUrl === undefined) delete process.env.API_URL;
    else process.env.API_URL = apiUrl;
  });
  const stamp = (n: number) => ({
    id: `id-${n}`,
    slug: `story-${n}`,
    status: "published",
    publishedAt: null,
    updatedAt: "2026-11-27T10:00:00.000Z",
    version: 1,
  });

  it("reads a few changed items one by one, and leaves out one no longer published", async () => {
    const api = await serve((url) =>
      url.endsWith("/story-2") ? { status: 404 } : { status: 200, body: { id: url } },
    );
    try {
      const items = await fetchWhole<{ id: string } & ReturnType<typeof stamp>>(
        "news",
        [stamp(1), stamp(2), stamp(3)],
        1000,
      );
      expect(items.map((item) => item.id)).toEqual(["/api/news/story-1", "/api/news/story-3"]);
      expect(api.requests).toEqual(["/api/news/story-1", "/api/news/story-2", "/api/news/story-3"]);
    } finally {
      await api.close();
    }
  });

  it("reads many in one walk of whole pages, keeping only the items asked for", async () => {
    const stamps = Array.from({ length: 51 }, (_, n) => stamp(n));
    const api = await serve(() => ({
      status: 200,
      body: { ...page([], null), items: [...stamps, stamp(99)] },
    }));
    try {
      const items = await fetchWhole<ReturnType<typeof stamp>>("gallery", stamps, stamps.length);
      expect(items).toHaveLength(51);
      expect(api.requests).toEqual(["/api/gallery/?pageSize=50&sort=newest&fields=full"]);
    } finally {
      await api.close();
    }
  });

  it("walks the pages when that takes fewer requests than reading each changed item", async () => {
    // 3 changed among 100 items: 3 reads by slug against 2 pages of whole items.
    const api = await serve(() => ({
      status: 200,
      body: { ...page([], null), items: [stamp(1), stamp(2), stamp(3), stamp(4)] },
    }));
    try {
      const items = await fetchWhole<ReturnType<typeof stamp>>(
        "news",
        [stamp(1), stamp(2), stamp(3)],
        100,
      );
      expect(items.map((item) => item.id)).toEqual(["id-1", "id-2", "id-3"]);
      expect(api.requests).toEqual(["/api/news/?pageSize=50&sort=newest&fields=full"]);
    } finally {
      await api.close();
    }
  });
});
