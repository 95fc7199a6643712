import fs from "node:fs/promises";
import path from "node:path";

/**
 * React 18.3's streaming renderer can drop a NUL byte into the HTML where an output chunk ends
 * (seen inside "Русский" on several pages; gatsby#38747). HTML never holds a legitimate NUL, and
 * validators reject the page, so every built page is cleaned. Returns how many pages changed.
 */
export async function stripNulBytes(publicDir: string): Promise<number> {
  let changed = 0;
  for (const entry of await fs.readdir(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await fs.readFile(file);
    if (!html.includes(0)) continue;
    await fs.writeFile(file, Buffer.from(html.filter((byte) => byte !== 0)));
    changed += 1;
  }
  return changed;
}
