import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Agent } from "../helpers/agent";
import { makeApp, createUser, type TestApp } from "../helpers/app";
import { BACKUP_FILE, pruneBackups, verifyBackup } from "../../src/services/backup";
import { BackupSchedule, backupStatus } from "../../src/services/backup/schedule";
import { CSRF_SECRET, JWT_SECRET } from "./drill";

const SECRETS = { JWT_SECRET, CSRF_SECRET };
const archivesIn = (dir: string) => fs.readdirSync(dir).filter((name) => BACKUP_FILE.test(name));

async function until(test: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Scheduled backups (issue 52): the instance holding the jobs lease makes them into BACKUP_DIR,
// keeps the newest BACKUP_KEEP, and admins read the last run's outcome from the API.
describe("scheduled backups", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "leca-schedule-"));
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("the lease holder alone backs up at start when none was made, and admins see it", async () => {
    const dataDir = path.join(root, "data");
    const backupDir = path.join(root, "backups");
    const env = { ...SECRETS, DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_EVERY: "1h" };
    apps.push(await makeApp(env));
    await until(() => fs.existsSync(backupDir) && archivesIn(backupDir).length === 1);
    // A second instance on the same store does not lead, so it makes none of its own.
    apps.push(await makeApp(env));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(archivesIn(backupDir)).toHaveLength(1);
    await verifyBackup(path.join(backupDir, archivesIn(backupDir)[0]!));

    const guest = new Agent(apps[1]!.app);
    expect((await guest.get("/api/backups/status")).statusCode).toBe(401);
    await createUser(apps[1]!.app, "writer", undefined, "editor");
    const editor = new Agent(apps[1]!.app);
    await editor.login("writer");
    expect((await editor.get("/api/backups/status")).statusCode).toBe(403);
    const admin = new Agent(apps[1]!.app);
    await admin.login();
    const response = await admin.get("/api/backups/status");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      scheduled: true,
      everyMs: 3_600_000,
      keep: 14,
      last: {
        at: expect.any(String),
        ok: true,
        file: archivesIn(backupDir)[0],
        bytes: fs.statSync(path.join(backupDir, archivesIn(backupDir)[0]!)).size,
        error: null,
      },
      lastSuccessAt: expect.any(String),
      warning: null,
    });
  });

  it("records a failed run, warns when the last good one is two intervals old, and keeps the newest", async () => {
    const t = apps[0]!;
    const dir = path.join(root, "runs");
    fs.mkdirSync(dir);
    let now = new Date("2030-01-01T00:00:00.000Z");
    const config = { ...t.config, backups: { dir, everyMs: 3_600_000, keep: 2 } };
    const schedule = new BackupSchedule({ config, log: t.app.log, now: () => now });
    for (let n = 0; n < 3; n += 1) {
      now = new Date(now.getTime() + 1000);
      expect((await schedule.runOnce()).ok).toBe(true);
    }
    expect(archivesIn(dir)).toEqual([
      "leca-backup-20300101-000002Z.tar.gz",
      "leca-backup-20300101-000003Z.tar.gz",
    ]);
    expect(backupStatus(config, now).warning).toBeNull();
    expect(backupStatus(config, new Date(now.getTime() + 2 * 3_600_000 + 1)).warning).toBe("stale");

    // A backup that cannot be written (its target name is taken) is recorded as failed.
    fs.mkdirSync(path.join(dir, "leca-backup-20300101-000004Z.tar.gz"));
    now = new Date(now.getTime() + 1000);
    const failed = await schedule.runOnce();
    expect(failed).toMatchObject({
      ok: false,
      file: null,
      error: expect.stringMatching(/already exists/),
    });
    const status = backupStatus(config, now);
    expect(status.warning).toBe("failed");
    expect(status.lastSuccessAt).toBe("2030-01-01T00:00:03.000Z");
    expect(pruneBackups(dir, 1)).toEqual(["leca-backup-20300101-000002Z.tar.gz"]);

    // The backup itself runs in a process of its own: its error message is what is recorded.
    const empty = path.join(root, "no-data");
    fs.mkdirSync(empty);
    const elsewhere = new BackupSchedule({
      config: { ...config, dataDir: empty },
      log: t.app.log,
      now: () => new Date(now.getTime() + 5000),
    });
    expect(await elsewhere.runOnce()).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /no database at .*no-data\/leca\.sqlite \(is DATA_DIR right\?\)/,
      ),
    });
  });

  it("is off without BACKUP_DIR, and says so", () => {
    const config = {
      ...apps[0]!.config,
      backups: { dir: undefined, everyMs: 86_400_000, keep: 14 },
    };
    expect(backupStatus(config, new Date())).toEqual({
      scheduled: false,
      everyMs: 86_400_000,
      keep: 14,
      last: null,
      lastSuccessAt: null,
      warning: "off",
    });
  });
});
