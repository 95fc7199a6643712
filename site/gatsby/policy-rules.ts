import path from "node:path";

/** One `_headers` block: a path (or a folder's `/*` glob) and the policy it gets. */
export interface PathPolicy {
  path: string;
  policy: string;
}

const toUrl = (relative: string) => "/" + relative.split(path.sep).join("/");

/** `*` and `:` would be read as wildcards, whitespace would end the path: such a name stops the build. */
function checked(url: string): string {
  if (/[*:\s]/.test(url)) throw new Error(`cannot write a header rule for ${url}`);
  return encodeURI(url);
}

/**
 * The URL paths Netlify (and the local server) serve a built file at: `about/index.html` at
 * `/about/` and `/about/index.html`, any other file at its own path. Percent-encoded as a browser
 * sends it.
 */
export function servedPaths(relativeFile: string): string[] {
  const encoded = checked(toUrl(relativeFile));
  if (!encoded.endsWith("/index.html")) return [encoded];
  return [encoded.slice(0, -"index.html".length), encoded];
}

interface Folder {
  /** File name -> its policy, or null for a file that gets none from `_headers`. */
  files: Map<string, string | null>;
  folders: Map<string, Folder>;
  /** The one policy every file below has; null when they differ or one has none; undefined: no file. */
  uniform?: string | null;
}

const emptyFolder = (): Folder => ({ files: new Map(), folders: new Map() });

function uniformOf(folder: Folder): string | null | undefined {
  let found: string | null | undefined;
  const meet = (policy: string | null | undefined) => {
    if (policy === undefined) return;
    found = found === undefined || found === policy ? policy : null;
  };
  for (const policy of folder.files.values()) meet(policy);
  for (const child of folder.folders.values()) meet((child.uniform = uniformOf(child)));
  return found;
}

/**
 * `_headers` rules giving each page in `policyOf` (relative file -> policy) its policy, and no
 * other file of `files` (every file of the build) any: one `/folder/*` rule for a folder whose
 * files are all pages with the same policy (on this site, every folder of pages: /news/*,
 * /ar/*, ...), the page's own paths for any other page. The rules cannot overlap, so each page
 * matches exactly one, and their number does not grow with the content: per page, 10,000 news
 * made a 31 MB file of 71,614 rules, which every publish wrote, parsed and matched each request
 * against. The root folder never gets a glob: folders copied in after the site build (the
 * dashboard) have netlify.toml's policy.
 */
export function policyRules(
  files: readonly string[],
  policyOf: ReadonlyMap<string, string>,
): PathPolicy[] {
  const root = emptyFolder();
  for (const file of files) {
    const parts = file.split(path.sep);
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = emptyFolder()));
      folder = next;
    }
    folder.files.set(parts.at(-1)!, policyOf.get(file) ?? null);
  }
  uniformOf(root);
  const rules: PathPolicy[] = [];
  const visit = (folder: Folder, at: string[]) => {
    for (const name of [...folder.files.keys()].sort()) {
      const policy = folder.files.get(name);
      if (!policy) continue;
      for (const url of servedPaths(path.join(...at, name))) rules.push({ path: url, policy });
    }
    for (const name of [...folder.folders.keys()].sort()) {
      const child = folder.folders.get(name)!;
      const inside = [...at, name];
      if (child.uniform)
        rules.push({ path: `${checked(toUrl(path.join(...inside)))}/*`, policy: child.uniform });
      else visit(child, inside);
    }
  };
  visit(root, []);
  return rules;
}
