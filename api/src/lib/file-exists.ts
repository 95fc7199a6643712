import fs from "node:fs";

/** Whether a path exists, without blocking the event loop (fs.existsSync does). */
export function fileExists(file: string): Promise<boolean> {
  return fs.promises.access(file).then(
    () => true,
    () => false,
  );
}
