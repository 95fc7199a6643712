import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { walkTree } from "./walk-tree";

/** Files synced at once: keeps the disk's queue full without opening thousands of handles. */
const PARALLEL = 16;

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Whether a failed sync only says this system cannot sync that (a folder): Windows can neither
 * open nor sync a folder (a rename is still atomic there), and some file systems refuse fsync on
 * one (EINVAL). Anything else is a real failure to make data durable.
 */
const cannotSyncHere = (error: unknown) =>
  isCode(error, "EINVAL") ||
  (process.platform === "win32" && isCode(error, "EISDIR", "EPERM", "EACCES"));

/**
 * Flushes a file's bytes, or a folder's entries, to the disk. A rename or new directory entry is
 * only safe after a crash once its folder is synced too.
 */
export async function syncPath(target: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(target, "r");
    await handle.sync();
  } catch (error) {
    if (!cannotSyncHere(error)) throw error;
  } finally {
    await handle?.close();
  }
}

/** Syncs the given files, a few at a time. */
export async function syncFiles(files: readonly string[]): Promise<void> {
  for (let start = 0; start < files.length; start += PARALLEL) {
    await Promise.all(files.slice(start, start + PARALLEL).map(syncPath));
  }
}

/** Folders synced at once: each sync waits on the disk, and concurrent ones share a journal commit. */
const PARALLEL_FOLDERS = 64;

/**
 * Syncs every folder of a tree bottom-up (a folder's entry in its parent after the folder's own
 * entries), so every name in it survives a crash. The folders of one depth are synced together:
 * one at a time took 0.75 ms each here, 7.5 s for the 7,500 folders of a 1,000-news release.
 * The files' data is the caller's: syncFiles.
 */
export async function syncFolders(root: string): Promise<void> {
  const byDepth: string[][] = [[root]];
  for (const entry of await walkTree(root)) {
    if (!entry.directory) continue;
    (byDepth[entry.path.split(path.sep).length] ??= []).push(path.join(root, entry.path));
  }
  for (const dirs of byDepth.reverse()) {
    if (!dirs) continue;
    for (let start = 0; start < dirs.length; start += PARALLEL_FOLDERS) {
      await Promise.all(dirs.slice(start, start + PARALLEL_FOLDERS).map(syncPath));
    }
  }
}

const run = promisify(execFile);

/**
 * Flushes the whole file system that holds `target`, data and names (syncfs(2), through
 * coreutils' `sync -f`): one call for a release of ~72,000 files and ~72,000 folders at 10,000
 * news, where syncing them one by one took 8-13 s of every publish here (syncfs: 0.5 s). False
 * where that is not available (not Linux, no `sync -f`) or it failed: the caller then syncs
 * file by file, which reports a real I/O error itself.
 */
export async function syncFileSystem(target: string): Promise<boolean> {
  if (process.platform !== "linux") return false;
  try {
    await run("sync", ["-f", target]);
    return true;
  } catch {
    return false;
  }
}
