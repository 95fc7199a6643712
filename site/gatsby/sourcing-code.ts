import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ITEM_KINDS } from "@leca/shared/contracts";

/**
 * What turns a stored item into a node besides the item: these files and these packages. A change
 * to any of them must make every node again, though no item's stamp changed (the build reads an
 * item whole only when its stamp did, source-items.ts). The API's files are those that shape an
 * item's public answer (kind.ts and kind-spec.ts, from each kind's config in shared kinds/, named
 * by its kind): a new kind's config is in the list by its name, and gatsby/sourcing-code.test.ts
 * fails while a listed file is missing.
 */
export const SOURCES = [
  "gatsby/source-nodes.ts",
  "gatsby/markdown.ts",
  "../shared/src/markdown/policy.ts",
  "../shared/src/markdown/render.ts",
  "gatsby/node-extras.ts",
  "gatsby/schema.ts",
  "gatsby/focus-crop.ts",
  "../shared/src/focus.ts",
  "../shared/src/kinds/fields.ts",
  "../shared/src/contracts/kind-schemas.ts",
  "../api/src/services/items/kind.ts",
  "../api/src/services/items/kind-spec.ts",
  ...ITEM_KINDS.map((kind) => `../shared/src/kinds/${kind}.ts`),
];
/** Each package, and the manifest of the workspace that depends on it (marked: the renderer's). */
const PACKAGES = [
  ["marked", "../shared/package.json"],
  ["sharp", "package.json"],
] as const;

let digest: string | undefined;

/**
 * The version of the package `name` whose entry file is `entry`, from the nearest manifest of
 * that name above it: packages that export no `./package.json` (sharp 0.35) cannot be asked.
 */
export function installedVersion(name: string, entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (!fs.existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
      name?: string;
      version: string;
    };
    if (found === name) return version;
  }
  throw new Error(`no package.json of ${name} above ${entry}`);
}

/**
 * A digest of the sourcing code (read from the site folder, where Gatsby runs), part of each
 * node's digest. When a file cannot be read, a random one: no node of an earlier build is reused.
 */
export function sourcingCodeDigest(siteDir = process.cwd()): string {
  if (digest !== undefined) return digest;
  const hash = crypto.createHash("sha256");
  try {
    for (const file of SOURCES) hash.update(fs.readFileSync(path.join(siteDir, file)));
    // createRequire, not require.resolve: Parcel, which compiles gatsby-node, replaces the
    // latter with undefined, and every build then took the random digest below.
    for (const [name, dependent] of PACKAGES) {
      const entry = createRequire(path.join(siteDir, dependent)).resolve(name);
      hash.update(`${name}@${installedVersion(name, entry)}`);
    }
    digest = hash.digest("base64url");
  } catch {
    digest = crypto.randomUUID();
  }
  return digest;
}
