import Database from "better-sqlite3";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { ConfigError, loadConfig } from "../../src/config";
import { createBackup, restoreBackup, verifyBackup, ArchiveError } from "../../src/services/backup";
import { migrate } from "../../src/store/sqlite/db";
import { migrations } from "../../src/store/sqlite/migrations";
import { openSqliteStore } from "../../src/store/sqlite";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { jpeg } from "../media/images";
import { multipart } from "../media/multipart";
import { admin, CSRF_SECRET, JWT_SECRET } from "./drill";

const SECRETS = { JWT_SECRET, CSRF_SECRET };

/** Reads every member of an archive (manifest included) into memory, in order. */
async function members(file: string): Promise<{ name: string; data: Buffer }[]> {
  const out: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk) => chunks.push(chunk as Buffer));
    stream.on("end", () => {
      out.push({ name: header.name, data: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  return out;
}

/** Writes members as a gzipped tar, as a hand-edited archive would be. */
async function pack(file: string, list: { name: string; data: Buffer }[]): Promise<void> {
  const archive = tar.pack();
  for (const { name, data } of list) archive.entry({ name }, data);
  archive.finalize();
  await pipeline(archive, zlib.createGzip(), fs.createWriteStream(file));
}

const sha = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

describe("backup archives", () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-archive-"));
  const good = path.join(root, "good.tar.gz");

  beforeAll(async () => {
    t = await makeApp(SECRETS);
    const agent = new Agent(t.app);
    await agent.login();
    const ids: string[] = [];
    for (const size of [40, 50]) {
      const body = multipart([
        {
          name: "file",
          filename: "p.jpg",
          contentType: "image/jpeg",
          data: await jpeg(size, size),
        },
      ]);
      const response = await agent.post("/api/media/", body.payload, { headers: body.headers });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const news = await agent.post("/api/news/", {
      slug: "archived",
      title: { en: "Archived" },
      excerpt: { en: "x" },
      body: { en: "x" },
      cover: { mediaId: ids[0], alt: { en: "x" } },
    });
    expect(news.statusCode).toBe(201);
    await createBackup(t.config, good);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("names every member in the manifest with its size and SHA-256, and counts what it holds", async () => {
    const list = await members(good);
    expect(list.map((m) => m.name.replace(/[0-9a-f-]{36}/, "<id>"))).toEqual([
      "database.sqlite",
      "media/<id>.jpg",
      "media/<id>.jpg",
      "manifest.json",
    ]);
    const manifest = JSON.parse(list.at(-1)!.data.toString());
    expect(manifest).toMatchObject({
      format: "leca-backup",
      formatVersion: 1,
      product: { name: "leca-gulf" },
      source: "sqlite",
      schemaVersion: migrations.length,
      counts: { users: 1, items: 1, item_revisions: 1, media: 2, slugs: 1 },
      missingMedia: [],
    });
    for (const member of list.slice(0, -1)) {
      expect(manifest.members).toContainEqual({
        name: member.name,
        bytes: member.data.length,
        sha256: sha(member.data),
      });
    }
    // Sessions (the login above made one) do not travel.
    const db = path.join(root, "look.sqlite");
    fs.writeFileSync(db, list[0]!.data);
    const look = new Database(db, { readonly: true });
    expect(look.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
    look.close();
  });

  /** Restore into a data folder that does not exist: refused, and the folder still does not. */
  async function refused(file: string): Promise<string> {
    const target = path.join(root, `never-${crypto.randomUUID()}`);
    // No JWT_SECRET given: in development the configuration would make DATA_DIR/secrets.json.
    const result = await admin(["restore", file], {
      DATA_DIR: target,
      JWT_SECRET: undefined,
      CSRF_SECRET: undefined,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(fs.existsSync(target)).toBe(false);
    await expect(verifyBackup(file)).rejects.toBeInstanceOf(ArchiveError);
    return result.stderr;
  }

  it("refuses an archive with a flipped byte", async () => {
    const bytes = fs.readFileSync(good);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const file = path.join(root, "flipped.tar.gz");
    fs.writeFileSync(file, bytes);
    expect(await refused(file)).toMatch(
      /^Refused: .*flipped\.tar\.gz is not a usable backup: the archive is (damaged|cut short).*Nothing was written\.$/m,
    );
  });

  it("refuses a truncated archive", async () => {
    const bytes = fs.readFileSync(good);
    const file = path.join(root, "truncated.tar.gz");
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refused(file)).toMatch(/the archive is cut short \(truncated\)/);
  });

  it("refuses an archive with a member missing, naming it", async () => {
    const list = await members(good);
    const file = path.join(root, "missing.tar.gz");
    await pack(
      file,
      list.filter((_, n) => n !== 1),
    );
    expect(await refused(file)).toMatch(
      new RegExp(`member "${list[1]!.name.replace(".", "\\.")}" is missing from the archive`),
    );
  });

  it("refuses a member whose bytes differ from the manifest's checksum, naming it", async () => {
    const list = await members(good);
    const changed = list.map((m) =>
      m.name === "database.sqlite" ? { ...m, data: Buffer.from(m.data).fill(7, 5000, 5001) } : m,
    );
    const file = path.join(root, "changed.tar.gz");
    await pack(file, changed);
    expect(await refused(file)).toMatch(
      /member "database\.sqlite" is damaged: .* the manifest says/,
    );
  });

  it("refuses an archive from a newer schema than this version knows", async () => {
    const list = await members(good);
    const db = path.join(root, "newer.sqlite");
    fs.writeFileSync(db, list[0]!.data);
    const handle = new Database(db);
    handle.pragma(`user_version = ${migrations.length + 1}`);
    handle.close();
    const data = fs.readFileSync(db);
    const manifest = JSON.parse(list.at(-1)!.data.toString());
    manifest.schemaVersion = migrations.length + 1;
    manifest.members[0] = { name: "database.sqlite", bytes: data.length, sha256: sha(data) };
    const file = path.join(root, "newer.tar.gz");
    await pack(file, [
      { name: "database.sqlite", data },
      ...list.slice(1, -1),
      { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) },
    ]);
    expect(await refused(file)).toMatch(
      new RegExp(`the archive's schema \\(${migrations.length + 1}\\) is newer than this version`),
    );
  });

  it("refuses a file that is no archive at all", async () => {
    const file = path.join(root, "notes.txt");
    fs.writeFileSync(file, "not a backup\n");
    expect(await refused(file)).toMatch(/the archive is (damaged|cut short)/);
    expect(await refused(path.join(root, "absent.tar.gz"))).toMatch(
      /absent\.tar\.gz does not exist/,
    );
  });

  it("restores an older schema's archive and migrates it forward", async () => {
    const oldDir = path.join(root, "old");
    fs.mkdirSync(oldDir);
    const old = new Database(path.join(oldDir, "leca.sqlite"));
    migrate(old, migrations.slice(0, 12));
    old
      .prepare(
        "INSERT INTO users (id, username, password_hash, role, created_at, updated_at) VALUES ('u1', 'veteran', 'hash', 'admin', 1, 1)",
      )
      .run();
    old.close();
    const file = path.join(root, "old.tar.gz");
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: oldDir, ...SECRETS });
    const { manifest } = await createBackup(config, file);
    expect(manifest.schemaVersion).toBe(12);

    const target = path.join(root, "migrated");
    const result = await restoreBackup(
      loadConfig({ NODE_ENV: "test", DATA_DIR: target, ...SECRETS }),
      file,
    );
    expect([result.migratedFrom, result.migratedTo]).toEqual([12, migrations.length]);
    const store = await openSqliteStore({ file: path.join(target, "leca.sqlite") });
    expect((await store.users.findByUsername("veteran"))?.totp).toBeNull();
    expect(store.migrations!()).toEqual({ applied: migrations.length, known: migrations.length });
    // The site is rebuilt from what was restored: the leader takes this up when the API starts.
    expect(await store.buildRequests.takeAll()).toEqual([
      expect.objectContaining({ reason: "restore of old.tar.gz", urgent: true }),
    ]);
    await store.close();
  });
});

describe("backup configuration", () => {
  const load = (env: Record<string, string>) => () =>
    loadConfig({ NODE_ENV: "test", DATA_DIR: os.tmpdir(), ...SECRETS, ...env });
  it("defaults to daily and 14 kept, and reads hourly, weekly, 30m, 6h, 2d", () => {
    expect(load({})().backups).toEqual({ dir: undefined, everyMs: 86_400_000, keep: 14 });
    const periods = {
      hourly: 3_600_000,
      weekly: 604_800_000,
      "30m": 1_800_000,
      "6h": 21_600_000,
      "2d": 172_800_000,
    };
    for (const [value, ms] of Object.entries(periods)) {
      expect(load({ BACKUP_EVERY: value })().backups.everyMs).toBe(ms);
    }
    expect(load({ BACKUP_DIR: "rel/backups" })().backups.dir).toBe(path.resolve("rel/backups"));
  });
  it("says what is wrong with a bad value", () => {
    expect(load({ BACKUP_EVERY: "sometimes" })).toThrow(
      new ConfigError(
        "BACKUP_EVERY",
        '"sometimes" is not a period: write hourly, daily or weekly, or a number with m, h or d (30m, 6h, 2d)',
      ),
    );
    expect(load({ BACKUP_EVERY: "0m" })).toThrow(/BACKUP_EVERY: must be at least a minute/);
    expect(load({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: must keep at least 1 backup/);
    expect(load({ BACKUP_KEEP: "many" })).toThrow(/BACKUP_KEEP: must be a whole number/);
    expect(load({ BACKUP_DIR: " " })).toThrow(/BACKUP_DIR: must name a folder/);
  });
});
