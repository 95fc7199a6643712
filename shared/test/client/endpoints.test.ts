import { createApiClient, type ApiClient } from "../../src/client";
import {
  fakeServer,
  forbidden,
  ok,
  progressProbe,
  unauthorized,
  type Recorded,
  type Reply,
} from "../../src/testing/fake-server";

const news = { title: { en: "Green roofs" }, excerpt: { en: "x" }, body: { en: "y" } };
const gallery = { title: { en: "Dunes" }, description: { en: "d" } };
const contact = {
  name: "Mona",
  family: "Saleh",
  continent: "AS" as const,
  country: "AE",
  city: "Dubai",
  address: "Street 1",
  "postal-code": "00000",
  "how-to-contact": "email" as const,
  email: "mona@example.com",
  phone: "+971 50 123 4567",
};

function setup(reply: (request: Recorded) => Reply = () => ok({ echo: true })) {
  const server = fakeServer(reply);
  const onAuthFailure = jest.fn();
  const progress = progressProbe();
  const client = createApiClient({ adapter: server.adapter, onAuthFailure, progress });
  return { server, client, onAuthFailure, progress };
}

describe("endpoint functions: method, path, query and body", () => {
  const cases: [
    string,
    (client: ApiClient) => Promise<unknown>,
    string,
    { params?: unknown; body?: unknown },
  ][] = [
    ["csrf", (c) => c.csrf(), "GET /csrf/", {}],
    [
      "login",
      (c) => c.login({ username: "u", password: "p" }),
      "POST /login/",
      { body: { username: "u", password: "p" } },
    ],
    ["logout", (c) => c.logout(), "POST /logout/", { body: {} }],
    ["refresh", (c) => c.refresh(), "POST /token/refresh/", { body: {} }],
    [
      "news.list",
      (c) => c.news.list({ page: 2, q: "roof" }),
      "GET /news/",
      { params: { page: 2, q: "roof" } },
    ],
    ["news.get", (c) => c.news.get("green-roofs"), "GET /news/green-roofs", {}],
    ["news.create", (c) => c.news.create(news), "POST /news/", { body: news }],
    [
      "news.update",
      (c) => c.news.update("green-roofs", { version: 3 }),
      "PATCH /news/green-roofs/",
      { body: { version: 3 } },
    ],
    ["news.remove", (c) => c.news.remove("green-roofs"), "DELETE /news/green-roofs/", {}],
    [
      "gallery.list",
      (c) => c.gallery.list({ sort: "title" }),
      "GET /gallery/",
      { params: { sort: "title" } },
    ],
    ["gallery.get", (c) => c.gallery.get("dunes"), "GET /gallery/dunes", {}],
    ["gallery.create", (c) => c.gallery.create(gallery), "POST /gallery/", { body: gallery }],
    [
      "gallery.update",
      (c) => c.gallery.update("dunes", { version: 1, status: "draft" }),
      "PATCH /gallery/dunes/",
      { body: { version: 1, status: "draft" } },
    ],
    ["gallery.remove", (c) => c.gallery.remove("dunes"), "DELETE /gallery/dunes/", {}],
    ["media.remove", (c) => c.media.remove("0b7e"), "DELETE /media/0b7e/", {}],
    ["contact.send", (c) => c.contact.send(contact), "POST /contact/", { body: contact }],
    [
      "contact.list",
      (c) => c.contact.list({ page: 3, pageSize: 20 }),
      "GET /contact/",
      { params: { page: 3, pageSize: 20 } },
    ],
    [
      "contact.markRead",
      (c) => c.contact.markRead("m1", true),
      "PATCH /contact/m1/",
      { body: { read: true } },
    ],
    [
      "contact.list with filters",
      (c) => c.contact.list({ status: "quoted", quote: true, q: "Ирина", source: "/leca" }),
      "GET /contact/",
      { params: { status: "quoted", quote: true, q: "Ирина", source: "/leca" } },
    ],
    [
      "contact.update",
      (c) => c.contact.update("m1", { status: "won" }),
      "PATCH /contact/m1/",
      { body: { status: "won" } },
    ],
    [
      "contact.addNote",
      (c) => c.contact.addNote("m1", "Called back"),
      "POST /contact/m1/notes/",
      { body: { text: "Called back" } },
    ],
    [
      "contact.exportCsv",
      (c) => c.contact.exportCsv({ status: "new" }),
      "GET /contact/export.csv",
      { params: { status: "new" } },
    ],
    ["builds.list", (c) => c.builds.list(), "GET /builds/", {}],
    ["builds.request()", (c) => c.builds.request(), "POST /builds/", { body: {} }],
    [
      "builds.request(reason)",
      (c) => c.builds.request("menu changed"),
      "POST /builds/",
      { body: { reason: "menu changed" } },
    ],
    ["audit.list()", (c) => c.audit.list(), "GET /audit/", { params: {} }],
    [
      "audit.list(filters)",
      (c) => c.audit.list({ action: "publish", actor: "admin", cursor: "abc" }),
      "GET /audit/",
      { params: { action: "publish", actor: "admin", cursor: "abc" } },
    ],
    ["health", (c) => c.health(), "GET /health", {}],
  ];

  it.each(cases)("%s", async (_name, call, route, expected) => {
    const { server, client } = setup();

    await call(client);

    expect(server.routes()).toEqual([route]);
    const request = server.requests[0];
    if ("params" in expected) expect(request?.params).toEqual(expected.params);
    if ("body" in expected) expect(request?.body).toEqual(expected.body);
    else expect(request?.body).toBeUndefined();
  });

  it("builds.request answers the build to follow", async () => {
    const build = { id: "b-1", status: "queued" };
    const { client } = setup(() => ({ status: 202, body: { build } }));
    await expect(client.builds.request()).resolves.toEqual({ build });
  });

  it("returns the response body", async () => {
    const item = { id: "n1", slug: "green-roofs" };
    const { client } = setup(() => ok(item));
    await expect(client.news.get("green-roofs")).resolves.toEqual(item);
  });

  it("resolves void endpoints to undefined whatever the body", async () => {
    const { client } = setup(() => ok({ ok: true }));
    await expect(client.news.remove("x")).resolves.toBeUndefined();
    await expect(client.contact.send(contact)).resolves.toBeUndefined();
  });

  it("encodes slugs and ids into the path", async () => {
    const { server, client } = setup();

    await client.news.get("a b/ç?");
    await client.gallery.update("x/y", { version: 1 });
    await client.contact.markRead("../admin", false);

    expect(server.routes()).toEqual([
      "GET /news/a%20b%2F%C3%A7%3F",
      "PATCH /gallery/x%2Fy/",
      "PATCH /contact/..%2Fadmin/",
    ]);
  });
});

describe("isAdmin", () => {
  it.each<[string, Reply, boolean]>([
    ["200 is_admin true", ok({ is_admin: true }), true],
    ["200 is_admin false", ok({ is_admin: false }), false],
    ["200 without a body", { status: 200 }, false],
    ["401", unauthorized, false],
    ["403", forbidden, false],
    ["500", { status: 500, raw: "oops" }, false],
  ])("%s -> %s, with no refresh and no /login", async (_name, reply, expected) => {
    const { server, client, onAuthFailure, progress } = setup(() => reply);

    await expect(client.isAdmin()).resolves.toBe(expected);

    expect(server.routes()).toEqual(["GET /is-admin"]);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(progress).toMatchObject({ starts: 1, dones: 1 });
  });

  it("rejects with NETWORK_ERROR when there is no answer at all", async () => {
    const { client, onAuthFailure } = setup(() => ({ fail: "network" }));
    await expect(client.isAdmin()).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it.each<[string, Reply, object]>([
    [
      "503 (shedding load)",
      { status: 503, body: { statusCode: 503, code: "SERVICE_UNAVAILABLE", message: "busy" } },
      { status: 503, code: "SERVICE_UNAVAILABLE" },
    ],
    ["500 without a body", { status: 500, raw: "oops" }, { status: 500, code: "INTERNAL_ERROR" }],
    ["no answer", { fail: "network" }, { status: 0, code: "NETWORK_ERROR" }],
  ])(
    "with renewSession, a %s is no answer: it rejects, never 'guest'",
    async (_n, reply, error) => {
      const { server, client, onAuthFailure } = setup(() => reply);
      await expect(client.isAdmin({ renewSession: true })).rejects.toMatchObject(error);
      expect(server.routes()).toEqual(["GET /is-admin"]);
      expect(onAuthFailure).not.toHaveBeenCalled();
    },
  );
});

describe("media.upload", () => {
  it("posts multipart with the file under 'file' and reports progress fractions", async () => {
    const media = { id: "m1", url: "/api/media/m1" };
    const { server, client } = setup((request) => {
      const report = request.config.onUploadProgress;
      report?.({
        loaded: 50,
        total: 200,
        progress: 0.25,
        bytes: 50,
        upload: true,
        lengthComputable: true,
      });
      report?.({ loaded: 200, total: 200, bytes: 150, upload: true, lengthComputable: true });
      report?.({ loaded: 10, bytes: 10, upload: true, lengthComputable: false });
      return ok(media);
    });
    const file = new Blob(["jpeg bytes"], { type: "image/jpeg" });
    const fractions: number[] = [];
    const controller = new AbortController();

    await expect(
      client.media.upload(file, {
        onProgress: (f) => fractions.push(f),
        signal: controller.signal,
      }),
    ).resolves.toEqual(media);

    expect(server.routes()).toEqual(["POST /media/"]);
    const body = server.requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get("file");
    expect(sent).toBeInstanceOf(Blob);
    expect(await (sent as Blob).text()).toBe("jpeg bytes");
    expect(fractions).toEqual([0.25, 1]);
    expect(server.requests[0]?.config.signal).toBe(controller.signal);
  });

  it("rejects with CANCELED when aborted", async () => {
    const { server, client } = setup();
    const controller = new AbortController();
    controller.abort();

    await expect(
      client.media.upload(new Blob(["x"]), { signal: controller.signal }),
    ).rejects.toMatchObject({
      status: 0,
      code: "CANCELED",
    });
    expect(server.requests).toHaveLength(0);
  });
});
