import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NewsData } from "../../src/store/types";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { png } from "./images";
import { filePart } from "./multipart";

describe("GET and DELETE /api/media/{id}", () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await makeApp();
    await createUser(t.app);
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const uploadPng = async () => {
    const body = filePart(await png(), "a.png", "image/png");
    const response = await admin.post("/api/media/", body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; url: string; bytes: number };
  };

  it("serves the file publicly with immutable caching and no way to run script", async () => {
    const media = await uploadPng();
    const response = await t.app.inject({ method: "GET", url: media.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(media.bytes),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
      etag: `"${media.id}"`,
    });
    expect(response.rawPayload.length).toBe(media.bytes);

    const head = await t.app.inject({ method: "HEAD", url: media.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(media.bytes));
    expect(head.rawPayload.length).toBe(0);
  });

  it("answers 304 without a body when If-None-Match names the file", async () => {
    const media = await uploadPng();
    for (const tag of [`"${media.id}"`, `W/"${media.id}"`, `"other", "${media.id}"`, "*"]) {
      const response = await t.app.inject({
        method: "GET",
        url: media.url,
        headers: { "if-none-match": tag },
      });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers.etag).toBe(`"${media.id}"`);
    }
    const other = await t.app.inject({
      method: "GET",
      url: media.url,
      headers: { "if-none-match": '"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it("answers 404 for unknown ids, non-uuids and path-like ids", async () => {
    for (const url of [
      `/api/media/${crypto.randomUUID()}`,
      "/api/media/not-a-uuid",
      "/api/media/..%2F..%2Fx",
      "/api/media/../../x",
      "/api/media/%2E%2E%2Fleca.sqlite",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    const unknown = await t.app.inject({ method: "GET", url: `/api/media/${crypto.randomUUID()}` });
    expect(unknown.json().message).toBe("We couldn't find that image.");
  });

  it("refuses to delete media an item uses (409), then deletes it and its file (204)", async () => {
    const media = await uploadPng();
    const file = path.join(t.config.media.dir, (await t.app.store.media.get(media.id))!.filename);
    expect(fs.existsSync(file)).toBe(true);
    const text = { en: "Hello" };
    const now = new Date();
    const item = await t.app.store.items.create<NewsData>({
      id: crypto.randomUUID(),
      kind: "news",
      slug: "hello",
      status: "draft",
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
      updatedBy: null,
      data: { title: text, excerpt: text, body: text, cover: { mediaId: media.id, alt: text } },
      mediaIds: [media.id],
      searchText: "hello",
    });

    const inUse = await admin.delete(`/api/media/${media.id}/`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: "MEDIA_IN_USE",
      message: t.app.translator.t("en", "media.inUse"),
    });
    expect(fs.existsSync(file)).toBe(true);

    expect(await t.app.store.items.delete("news", item.id)).toBe(true);
    const deleted = await admin.delete(`/api/media/${media.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: media.url })).statusCode).toBe(404);
    expect((await admin.delete(`/api/media/${media.id}/`)).statusCode).toBe(404);
  });

  it("deletes a record whose file is already gone, and 404s on non-uuids", async () => {
    const media = await uploadPng();
    fs.unlinkSync(path.join(t.config.media.dir, (await t.app.store.media.get(media.id))!.filename));
    expect((await t.app.inject({ method: "GET", url: media.url })).statusCode).toBe(404);
    expect((await admin.delete(`/api/media/${media.id}/`)).statusCode).toBe(204);
    expect((await admin.delete("/api/media/..%2Fx/")).statusCode).toBe(404);
  });

  it("lets only admins upload or delete, and only with the CSRF header", async () => {
    const media = await uploadPng();
    const guest = new Agent(t.app);
    await guest.get("/api/csrf/");
    const body = filePart(await png());
    expect(
      (await guest.post("/api/media/", body.payload, { headers: body.headers })).statusCode,
    ).toBe(401);
    const noCsrf = await admin.post("/api/media/", body.payload, {
      headers: body.headers,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe("CSRF_FAILED");
    expect((await guest.delete(`/api/media/${media.id}/`)).statusCode).toBe(401);
    expect((await admin.delete(`/api/media/${media.id}/`, { csrf: false })).statusCode).toBe(403);
    expect(await t.app.store.media.get(media.id)).not.toBeNull();
  });
});
