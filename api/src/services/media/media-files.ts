import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncPath } from "../../lib/fsync";

const TEMP_SUFFIX = ".tmp";
/**
 * A temp file older than this was left by a crashed write. Younger ones may be another instance's
 * write in progress on the shared folder (a write takes milliseconds): those are left alone.
 */
export const STALE_TEMP_MS = 10 * 60_000;

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException).code ?? "");

/** Makes the media folder and drops temp files a crashed write left behind long ago. */
export async function prepareMediaDir(dir: string, now = Date.now()): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const names = await fs.readdir(dir);
  await Promise.all(
    names
      .filter((name) => name.endsWith(TEMP_SUFFIX))
      .map(async (name) => {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await removeFile(file);
      }),
  );
}

/**
 * Writes to a temp file in the same folder, syncs it, then renames it into place: a crash leaves
 * either no file or the whole file under `name`, never a half-written one.
 */
export async function writeFileAtomic(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = path.join(dir, `.${name}.${crypto.randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
  try {
    const handle = await fs.open(temp, "wx", 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path.join(dir, name));
  } catch (error) {
    await removeFile(temp);
    throw error;
  }
  // The rename is durable only once the folder is synced.
  await syncPath(dir);
}

/** Deletes a file; one that is already gone is fine. */
export async function removeFile(file: string): Promise<void> {
  try {
    await fs.unlink(file);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
}

/** Opens a stored file for reading, or null when it is not on disk. */
export async function openMediaFile(
  file: string,
): Promise<{ handle: fs.FileHandle; size: number } | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, "r");
  } catch (error) {
    if (isCode(error, "ENOENT")) return null;
    throw error;
  }
  try {
    return { handle, size: (await handle.stat()).size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
