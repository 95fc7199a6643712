import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../src/store/sqlite";
import { unseal } from "../../src/lib/seal";
import { ADMIN_PASSWORD } from "../helpers/app";
import { exited, HttpSession, startServer, type ServerProcess } from "../helpers/server-process";
import {
  admin,
  allItems,
  allLeads,
  CSRF_SECRET,
  differences,
  JWT_SECRET,
  populate,
  signIn,
} from "./drill";
import { validContact } from "../contact/fixtures";
import { jpeg } from "../media/images";
import { multipart } from "../media/multipart";

// The restore drill (issue 52): a product with sample content and created items, revisions,
// leads with notes, uploads and a two-factor admin is backed up while 8 writers keep writing,
// restored into an empty data folder, and the restored API must answer as the original did at
// the backup's moment; the admin signs in there with the same password and authenticator.
describe("restore drill (SQLite)", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-drill-"));
  const dataA = path.join(root, "a");
  const dataB = path.join(root, "b");
  const archive = path.join(root, "archives", "drill.tar.gz");
  let original: ServerProcess;
  let restored: ServerProcess | null = null;
  let secret = "";
  /** Signed in on the original before two-factor was turned on; used throughout. */
  let session: HttpSession;
  const serverEnv = (dataDir: string) => ({
    DATA_DIR: dataDir,
    BUILDER: "off",
    JWT_SECRET,
    CSRF_SECRET,
    CONTACT_RATE_LIMIT: "100000",
    LOGIN_RATE_LIMIT: "100000",
    // Four engineers share this machine: load shedding would refuse the writers, not test them.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
  });

  beforeAll(async () => {
    original = await startServer(
      {
        ...serverEnv(dataA),
        SEED: "true",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD,
      },
      { timeoutMs: 120_000 },
    );
  }, 150_000);
  afterAll(async () => {
    for (const server of [original, restored]) {
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await exited(server.child);
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("backs up while 8 writers write; the restored API answers as the original did then", async () => {
    session = await signIn(original.url);
    ({ secret } = await populate(session, original.url));

    // Eight writers, each creating news items one after another (and a lead every third write),
    // recording what the API acknowledged, in order.
    const acknowledged: string[][] = Array.from({ length: 8 }, () => []);
    let stop = false;
    const writer = async (w: number) => {
      const visitor = new HttpSession(original.url);
      await visitor.send("GET", "/api/csrf/");
      for (let i = 0; !stop; i += 1) {
        const slug = `writer-${w}-${i}`;
        const response = await session.send("POST", "/api/news/", {
          slug,
          title: { en: `Writer ${w}, item ${i}` },
          excerpt: { en: "Written during the backup." },
          body: { en: "Kept or not, but never half." },
        });
        if (response.status !== 201) throw new Error(`${slug}: ${response.status}`);
        acknowledged[w]!.push(slug);
        if (i % 3 === 0) {
          const lead = await visitor.send("POST", "/api/contact/", {
            ...validContact,
            name: `W${w}x${i}`,
          });
          if (lead.status !== 201) throw new Error(`lead: ${lead.status}`);
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) =>
      writer(w).catch((error: unknown) => {
        stop = true;
        throw error;
      }),
    );
    let before: number[] = [];
    let after: number[] = [];
    let backup = { code: null as number | null, stdout: "", stderr: "" };
    try {
      while (!stop && acknowledged.flat().length < 40) await new Promise((r) => setTimeout(r, 20));
      before = acknowledged.map((list) => list.length);
      backup = await admin(["backup", archive], { DATA_DIR: dataA });
      after = acknowledged.map((list) => list.length);
      while (!stop && acknowledged.flat().length < after.reduce((a, b) => a + b) + 16) {
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      stop = true;
      await Promise.all(writers);
    }
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*drill\.tar\.gz \(\d/);
    expect(after.reduce((a, b) => a + b)).toBeGreaterThan(before.reduce((a, b) => a + b));

    const verify = await admin(["verify", archive], {});
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/^OK: .* is a whole backup/);

    expect(fs.existsSync(dataB)).toBe(false);
    const restore = await admin(["restore", archive], { DATA_DIR: dataB });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("A site rebuild is queued");

    // No ADMIN_PASSWORD here: the admin signs in with what the archive brought.
    restored = await startServer({ ...serverEnv(dataB), SEED: "false" }, { timeoutMs: 120_000 });
    const there = await signIn(restored.url, secret);

    // Each writer's items in the restore: everything acknowledged before the backup started, then
    // an unbroken run of its next ones (one moment, not a mix), nothing acknowledged after it ended.
    const slugs = new Set((await allItems(there, "news")).map((item) => item.slug));
    acknowledged.forEach((list, w) => {
      const kept = list.filter((slug) => slugs.has(slug));
      expect([w, kept]).toEqual([w, list.slice(0, kept.length)]);
      expect(kept.length).toBeGreaterThanOrEqual(before[w]!);
      expect(kept.length).toBeLessThanOrEqual(after[w]!);
    });
    for (const slug of ["drill-story"]) expect(slugs.has(slug)).toBe(true);
    expect((await allItems(there, "gallery")).map((item) => item.slug)).toContain("drill-gallery");
    const leads = (await allLeads(there)).map((lead) => lead.name);
    expect(leads).toEqual(expect.arrayContaining(["Lead1", "Lead2", "Lead3"]));

    expect(await differences(session, there)).toEqual([]);
    // The authenticator came along; its one-time recovery codes did not.
    const twoFactor = async (s: HttpSession) => (await s.send("GET", "/api/auth/2fa/")).json();
    expect(await twoFactor(session)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await twoFactor(there)).toMatchObject({ enabled: true, recoveryCodesLeft: 0 });
  }, 300_000);

  it("refuses to restore over data, or under a running API, and --replace keeps the data aside", async () => {
    const running = await admin(["restore", archive, "--replace"], { DATA_DIR: dataB });
    expect(running.code).toBe(1);
    expect(running.stderr).toMatch(
      /^Refused: an API instance is running on this store .* stop every instance/,
    );
    restored!.child.kill("SIGTERM");
    await exited(restored!.child);

    const held = await admin(["restore", archive], { DATA_DIR: dataB });
    expect(held.code).toBe(1);
    expect(held.stderr).toMatch(
      /^Refused: the target store already holds data \(\d+ users, .*--replace/,
    );

    const replaced = await admin(["restore", archive, "--replace"], { DATA_DIR: dataB });
    expect(replaced.stderr).toBe("");
    expect(replaced.code).toBe(0);
    const aside = /the data it replaced is kept in (\S+)/.exec(replaced.stdout)?.[1];
    expect(aside).toBeDefined();
    expect((await admin(["verify", aside!], {})).code).toBe(0);
  }, 120_000);

  it("re-seals the authenticators for a host with another JWT_SECRET only given the old one", async () => {
    const dataC = path.join(root, "c");
    const other = { DATA_DIR: dataC, JWT_SECRET: "another-host-jwt-secret-0123456789-0123456789" };
    const refused = await admin(["restore", archive], other);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /two-factor secret\(s\) sealed with another JWT_SECRET .*--old-jwt-secret-file FILE/,
    );
    expect(fs.existsSync(path.join(dataC, "leca.sqlite"))).toBe(false);

    const oldSecret = path.join(root, "old-jwt-secret");
    fs.writeFileSync(oldSecret, `${JWT_SECRET}\n`);
    const done = await admin(["restore", archive, "--old-jwt-secret-file", oldSecret], other);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("1 two-factor secret(s) re-sealed");
    const store = await openSqliteStore({ file: path.join(dataC, "leca.sqlite") });
    const user = await store.users.findByUsername("admin");
    await store.close();
    expect(unseal(user!.totp!.secret, other.JWT_SECRET)).toBe(secret);
  }, 120_000);

  it("a kill -9 in the middle of a backup leaves no archive and a working API", async () => {
    // Large pictures (noise does not compress) make the archive take long enough to be cut.
    for (let n = 0; n < 4; n += 1) {
      const body = multipart([
        {
          name: "file",
          filename: "big.jpg",
          contentType: "image/jpeg",
          data: await jpeg(3000, 2000),
        },
      ]);
      expect((await session.send("POST", "/api/media/", undefined, body)).status).toBe(201);
    }
    const dir = path.join(root, "killed");
    const target = path.join(dir, "cut.tar.gz");
    let cut = false;
    for (let attempt = 0; attempt < 5 && !cut; attempt += 1) {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "src/cli/admin.ts", "backup", target],
        {
          cwd: path.resolve(__dirname, "..", ".."),
          env: { ...process.env, NODE_ENV: "test", JWT_SECRET, CSRF_SECRET, DATA_DIR: dataA },
          stdio: "ignore",
        },
      );
      while (child.exitCode === null) {
        // Writing has begun once any file is in the folder (whatever it is named).
        const writing = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
        if (writing) {
          child.kill("SIGKILL");
          cut = true;
          break;
        }
        await new Promise((r) => setImmediate(r));
      }
      await exited(child);
      if (!cut) fs.rmSync(target, { force: true });
    }
    expect(cut).toBe(true);
    expect(fs.existsSync(target)).toBe(false);
    // What the killed process left is a hidden temp file, never something named like an archive.
    expect(fs.readdirSync(dir).filter((name) => !name.startsWith("."))).toEqual([]);

    // The API kept serving and writing; the next backup into the folder clears the leftover.
    const write = await session.send("POST", "/api/news/", {
      slug: "after-the-kill",
      title: { en: "After the kill" },
      excerpt: { en: "Still here." },
      body: { en: "Still here." },
    });
    expect(write.status).toBe(201);
    const again = await admin(["backup", target], { DATA_DIR: dataA });
    expect(again.code).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(["cut.tar.gz"]);
    expect((await admin(["verify", target], {})).code).toBe(0);
  }, 180_000);
});
