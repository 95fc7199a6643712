import fs from "node:fs";
import path from "node:path";

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

/**
 * Syncs every file of a folder tree, then every folder bottom-up, so that after a crash the tree
 * is there in full, never as names pointing at unwritten data.
 */
export async function syncTree(root: string): Promise<void> {
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const dirs: string[] = [root];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.push(full);
    else if (entry.isFile()) files.push(full);
  }
  for (let start = 0; start < files.length; start += PARALLEL) {
    await Promise.all(files.slice(start, start + PARALLEL).map(syncPath));
  }
  // Deepest first: a folder's entry in its parent is synced after the folder's own entries.
  dirs.sort((a, b) => b.length - a.length);
  for (const dir of dirs) await syncPath(dir);
}
