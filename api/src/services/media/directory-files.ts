import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../../config";
import type { MediaFileStore } from "../../store/types";
import { openMediaFile, prepareMediaDir, removeFile, writeFileAtomic } from "./media-files";

/**
 * Media files in a directory (MEDIA_DIR). Several instances share it when it is the same folder
 * to all of them: several processes on one host, or a network volume every host mounts. Each file
 * is written whole under a temp name and renamed, so an instance never serves half a file
 * another one is writing.
 */
export async function directoryMediaFiles(dir: string): Promise<MediaFileStore> {
  try {
    await prepareMediaDir(dir);
    await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    throw new ConfigError("MEDIA_DIR", `${dir} cannot be used for uploads: ${String(error)}`);
  }
  // basename: a record's filename is server-made, but a path must never leave the folder.
  const fileOf = (name: string) => path.join(dir, path.basename(name));

  return {
    async put(name, data) {
      await writeFileAtomic(dir, path.basename(name), data);
    },
    async open(name) {
      const file = await openMediaFile(fileOf(name));
      return file ? { stream: file.handle.createReadStream(), size: file.size } : null;
    },
    async remove(name) {
      await removeFile(fileOf(name));
    },
  };
}
