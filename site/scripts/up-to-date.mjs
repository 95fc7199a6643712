// What makes the build's prepare steps incremental: every publish runs them before `gatsby build`.
import fs from "node:fs/promises";

/**
 * True when `to` exists and was written after every one of `from` last changed: nothing to redo.
 * `from` is a file or a list of them (a source and the script whose settings cut it).
 */
export async function upToDate(from, to) {
  const sources = await Promise.all([from].flat().map((file) => fs.stat(file)));
  const output = await fs.stat(to).catch(() => null);
  return output !== null && sources.every((source) => output.mtimeMs >= source.mtimeMs);
}
