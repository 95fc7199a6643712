import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Agent } from "../helpers/agent";
import { createUser, makeApp, type TestApp } from "../helpers/app";
import { asHeic, avif, gif, hasGpsTag, jpeg, orientedJpegWithGps, png, webp } from "./images";
import { filePart, multipart } from "./multipart";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("POST /api/media/", () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: string;

  beforeAll(async () => {
    t = await makeApp();
    adminId = (await createUser(t.app)).id;
    admin = new Agent(t.app);
    await admin.login();
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, agent = admin) =>
    agent.post("/api/media/", body.payload, { headers: body.headers });

  it.each([
    ["image/jpeg", "jpg", jpeg],
    ["image/png", "png", png],
    ["image/webp", "webp", webp],
    ["image/avif", "avif", avif],
  ])(
    "stores a %s re-encoded in the same format, then serves exactly those bytes",
    async (type, ext, make) => {
      const response = await upload(filePart(await make(64, 48)));
      expect(response.statusCode).toBe(201);
      const media = response.json();
      expect(media).toMatchObject({ type, width: 64, height: 48, url: `/api/media/${media.id}` });
      expect(media.id).toMatch(UUID);
      expect(new Date(media.createdAt).toISOString()).toBe(media.createdAt);

      const stored = fs.readFileSync(path.join(t.config.media.dir, `${media.id}.${ext}`));
      expect(stored.length).toBe(media.bytes);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(ext === "jpg" ? "jpeg" : ext === "avif" ? "heif" : ext);
      expect((await t.app.store.media.get(media.id))?.createdBy).toBe(adminId);

      const served = await admin.get(media.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.rawPayload.equals(stored)).toBe(true);
    },
  );

  it("applies EXIF orientation and strips EXIF and GPS", async () => {
    const input = await orientedJpegWithGps(60, 30);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsTag(before.exif!)).toBe(true);

    const response = await upload(filePart(input, "holiday.jpg", "image/jpeg"));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 30, height: 60 });
    const after = await sharp((await admin.get(response.json().url)).rawPayload).metadata();
    expect([after.width, after.height]).toEqual([30, 60]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it.each([
    [
      "HTML named photo.jpg",
      () => "<!doctype html><script>alert(1)</script>",
      "photo.jpg",
      "image/jpeg",
    ],
    ["a GIF", () => gif(), "anim.gif", "image/gif"],
    [
      "an SVG",
      () => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "x.svg",
      "image/svg+xml",
    ],
    [
      "a truncated JPEG",
      async () => (await jpeg(200, 200)).subarray(0, 2000),
      "cut.jpg",
      "image/jpeg",
    ],
    [
      "a HEIF that is not AVIF (ftyp brand heic)",
      async () => asHeic(await avif()),
      "x.avif",
      "image/avif",
    ],
    [
      "a PNG signature and nothing else",
      () => Buffer.from("89504e470d0a1a0a", "hex"),
      "x.png",
      "image/png",
    ],
  ])("refuses %s with 415", async (_name, make, filename, contentType) => {
    const response = await upload(filePart(await make(), filename, contentType));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      fieldErrors: { file: { code: "media.unsupported" } },
    });
    expect(
      fs.readdirSync(t.config.media.dir).filter((name) => !UUID.test(name.split(".")[0]!)),
    ).toEqual([]);
  });

  it("says which field is missing when there is no file part", async () => {
    for (const body of [
      multipart([{ name: "note", data: "hello" }]),
      multipart([
        { name: "file", filename: "", contentType: "application/octet-stream", data: "" },
      ]),
      multipart([{ name: "picture", filename: "a.png", data: await png() }]),
    ]) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        fieldErrors: { file: { code: "media.missingFile" } },
      });
    }
  });

  it("ignores path-like uploader file names", async () => {
    const before = new Set(fs.readdirSync(t.config.media.dir));
    for (const filename of ["../../etc/passwd.png", "..\\x.jpg", "/tmp/evil.png"]) {
      // The declared type and extension say JPEG; the bytes say PNG, and the bytes win.
      const response = await upload(filePart(await png(), filename, "image/jpeg"));
      expect(response.statusCode).toBe(201);
      expect(response.json().type).toBe("image/png");
      const added = fs.readdirSync(t.config.media.dir).filter((name) => !before.has(name));
      expect(added).toEqual([`${response.json().id}.png`]);
      added.forEach((name) => before.add(name));
    }
    const others = fs.readdirSync(t.dataDir).filter((name) => !name.startsWith("leca.sqlite"));
    expect(others.sort()).toEqual(["media", "secrets.json"]);
    expect(fs.existsSync(path.resolve(t.config.media.dir, "../../etc/passwd.png"))).toBe(false);
    expect(fs.existsSync(path.resolve(t.config.media.dir, "..\\x.jpg"))).toBe(false);
    expect(fs.existsSync("/tmp/evil.png")).toBe(false);
  });
});
