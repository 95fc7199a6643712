// Scheduled backups: with BACKUP_DIR set, the instance holding the jobs lease writes one archive
// every BACKUP_EVERY and keeps the newest BACKUP_KEEP. The last run's outcome is kept in the
// folder (.last-backup.json), which is where the desk's card reads it from.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BackupRun, BackupStatus } from "@leca/shared/contracts";
import type { Config } from "../../config";
import { writeFileAtomicSync } from "../../lib/atomic-file";
import type { Logger } from "../../lib/logger";
import { backupName, pruneBackups } from "./index";

const STATUS_FILE = ".last-backup.json";
/** setTimeout's limit; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface StoredStatus {
  last: BackupRun | null;
  lastSuccessAt: string | null;
}

function readStored(dir: string): StoredStatus {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATUS_FILE), "utf8")) as StoredStatus;
  } catch {
    return { last: null, lastSuccessAt: null };
  }
}

/** What the desk shows: the last run, the last good one, and whether to warn. */
export function backupStatus(config: Config, now: Date): BackupStatus {
  const { dir, everyMs, keep } = config.backups;
  const base = { scheduled: !!dir, everyMs, keep };
  if (!dir) return { ...base, last: null, lastSuccessAt: null, warning: "off" };
  const { last, lastSuccessAt } = readStored(dir);
  let warning: BackupStatus["warning"] = null;
  if (last && !last.ok) warning = "failed";
  else if (!lastSuccessAt) warning = "never";
  else if (now.getTime() - Date.parse(lastSuccessAt) > 2 * everyMs) warning = "stale";
  return { ...base, last, lastSuccessAt, warning };
}

/**
 * Writes one backup to `file` in a process of its own (`npm run admin -- backup FILE`, from the
 * build or, in development, through tsx): the snapshot's VACUUM INTO and the compression then
 * never hold up the API's event loop, and a failing backup cannot take the API down. Resolves
 * the archive's size; rejects with the command's own message.
 */
export function backupInChildProcess(config: Config, file: string): Promise<number> {
  const fromSource = __filename.endsWith(".ts");
  const cli = path.join(__dirname, "..", "..", "cli", fromSource ? "admin.ts" : "admin.js");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: config.env,
    DATA_DIR: config.dataDir,
    MEDIA_DIR: config.media.dir,
    JWT_SECRET: config.secrets.jwt,
    CSRF_SECRET: config.secrets.csrf,
  };
  if (config.mongodbUri) env.MONGODB_URI = config.mongodbUri;
  else delete env.MONGODB_URI;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(fromSource ? ["--import", "tsx"] : []), cli, "backup", file],
      { env, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve(fs.statSync(file).size);
      const why = stderr.trim().split("\n").at(-1) || `exit ${code ?? signal}`;
      reject(new Error(why));
    });
  });
}

export interface BackupScheduleOptions {
  config: Config;
  log: Logger;
  now: () => Date;
}

export class BackupSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private active = false;

  constructor(private readonly options: BackupScheduleOptions) {}

  private get dir(): string {
    return this.options.config.backups.dir!;
  }

  /** Runs at once when the last good backup is a period old (or none was made), else when due. */
  start(): void {
    this.active = true;
    const { lastSuccessAt } = readStored(this.dir);
    const due = lastSuccessAt
      ? Date.parse(lastSuccessAt) + this.options.config.backups.everyMs
      : this.options.now().getTime();
    this.schedule(due);
  }

  /** Stops the timer and waits for a backup under way to finish (it writes a whole archive). */
  async stop(): Promise<void> {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(due: number): void {
    if (!this.active) return;
    const wait = Math.max(0, due - this.options.now().getTime());
    this.timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.schedule(due);
        this.running = this.runOnce().finally(() => {
          this.running = null;
          this.schedule(this.options.now().getTime() + this.options.config.backups.everyMs);
        });
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.timer.unref();
  }

  /** One backup into BACKUP_DIR, the old ones pruned, the outcome recorded. Never throws. */
  async runOnce(): Promise<BackupRun> {
    const { config, log, now } = this.options;
    const stored = readStored(this.dir);
    let run: BackupRun;
    try {
      const file = path.join(this.dir, backupName(now()));
      if (fs.existsSync(file)) throw new Error(`${file} already exists`);
      const bytes = await backupInChildProcess(config, file);
      const removed = pruneBackups(this.dir, config.backups.keep);
      run = { at: now().toISOString(), ok: true, file: path.basename(file), bytes, error: null };
      log.info({ file, bytes, removed }, "backup written");
    } catch (error) {
      run = { at: now().toISOString(), ok: false, file: null, bytes: null, error: String(error) };
      log.error({ err: error }, "scheduled backup failed");
    }
    const next: StoredStatus = {
      last: run,
      lastSuccessAt: run.ok ? run.at : stored.lastSuccessAt,
    };
    try {
      writeFileAtomicSync(path.join(this.dir, STATUS_FILE), JSON.stringify(next, null, 2), 0o644);
    } catch (error) {
      log.error({ err: error }, "could not record the backup's outcome");
    }
    return run;
  }
}
