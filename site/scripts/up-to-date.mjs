// What makes the build's prepare steps incremental: every publish runs them before `gatsby build`.
import fs from "node:fs/promises";

/** True when `to` exists and was written after `from` last changed: nothing to redo. */
export async function upToDate(from, to) {
  const [source, output] = await Promise.all([fs.stat(from), fs.stat(to).catch(() => null)]);
  return output !== null && output.mtimeMs >= source.mtimeMs;
}
