import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HttpError } from "../../src/lib/http-error";
import {
  prepareMediaDir,
  STALE_TEMP_MS,
  writeFileAtomic,
} from "../../src/services/media/media-files";
import { makeApp, type TestApp } from "../helpers/app";
import { gif, webp } from "./images";

describe("app.media (also used by first-start seeding)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it("ingests a buffer without a user and leaves only the final file", async () => {
    const record = await t.app.media.ingest(await webp(20, 10), null);
    expect(record).toMatchObject({ type: "image/webp", width: 20, height: 10, createdBy: null });
    expect(record.filename).toBe(`${record.id}.webp`);
    expect(fs.readdirSync(t.config.media.dir)).toEqual([record.filename]);
    expect(fs.statSync(path.join(t.config.media.dir, record.filename)).size).toBe(record.bytes);
    expect(await t.app.store.media.get(record.id)).toEqual(record);
  });

  it("throws the route's HttpErrors for refused images", async () => {
    const error = await t.app.media.ingest(await gif(), null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 415, messageKey: "media.unsupported" });
  });

  it("reports a missing id on remove", async () => {
    expect(await t.app.media.remove("0b7e0000-0000-4000-8000-000000000000")).toBe("missing");
  });
});

describe("media files on disk", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-media-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("clears temp files a crash left behind, and keeps finished files", async () => {
    const old = path.join(dir, ".abc.png.1234.tmp");
    fs.writeFileSync(old, "half");
    const then = new Date(Date.now() - STALE_TEMP_MS - 1000);
    fs.utimesSync(old, then, then);
    fs.writeFileSync(path.join(dir, "abc.png"), "whole");
    await prepareMediaDir(dir);
    expect(fs.readdirSync(dir)).toEqual(["abc.png"]);
  });

  it("leaves a young temp file alone: another instance on the shared folder may be writing it", async () => {
    fs.writeFileSync(path.join(dir, ".def.png.5678.tmp"), "in progress");
    await prepareMediaDir(dir);
    expect(fs.readdirSync(dir)).toEqual([".def.png.5678.tmp"]);
  });

  it("creates the folder and writes the whole file under its final name", async () => {
    const nested = path.join(dir, "a", "media");
    await prepareMediaDir(nested);
    await writeFileAtomic(nested, "x.png", Buffer.from("bytes"));
    expect(fs.readdirSync(nested)).toEqual(["x.png"]);
    expect(fs.readFileSync(path.join(nested, "x.png"), "utf8")).toBe("bytes");
  });

  it("never overwrites through a failed write and leaves no temp file", async () => {
    await expect(
      writeFileAtomic(path.join(dir, "missing"), "x.png", Buffer.from("b")),
    ).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
