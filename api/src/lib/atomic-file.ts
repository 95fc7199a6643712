import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Replaces `file` so that a crash at any moment leaves either the old file or the whole new one,
 * never a truncated one: the bytes go to a temp file in the same folder (rename is atomic only
 * within one file system), are fsynced, renamed over the target, and the folder is fsynced so the
 * rename itself survives a power loss. Synchronous because configuration is loaded that way.
 */
export function writeFileAtomicSync(file: string, data: string, mode = 0o600): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${crypto.randomBytes(6).toString("hex")}.tmp`,
  );
  try {
    // "wx": a fresh file, created with its final mode, so a secret is never readable by others.
    const fd = fs.openSync(temp, "wx", mode);
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(dir);
}

function syncFolder(dir: string): void {
  // Windows cannot open a folder for fsync; its renames are journaled by NTFS anyway.
  if (process.platform === "win32") return;
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
