import fs from "node:fs";
import path from "node:path";
import { walkTree } from "../../lib/walk-tree";
import { mayHaveTwins, TWIN_SUFFIXES } from "./precompress";

/** Files compared at once: enough to keep the disk busy, few enough to bound open handles. */
const PARALLEL = 16;

/**
 * A build file's identity: the same inode, size and modification time mean nothing wrote to it.
 * Gatsby leaves the files of pages it did not render again as they are.
 */
const identityOf = (stat: fs.Stats) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`;

export interface StagedRelease {
  /** Files hard-linked (with their twins) from the previous release. */
  reused: number;
  /** Files copied from the build, relative to it: new or changed since the previous release. */
  copied: string[];
  /** Each file's identity in the build folder when staged, for the next staging (`known`). */
  identities: Map<string, string>;
}

/** Whether `b` exists and holds exactly the bytes of `a` (whose stat is `statA`). */
async function sameContent(a: string, statA: fs.Stats, b: string): Promise<boolean> {
  const statB = await fs.promises.stat(b).catch(() => null);
  if (!statB?.isFile() || statA.size !== statB.size) return false;
  const [bytesA, bytesB] = await Promise.all([fs.promises.readFile(a), fs.promises.readFile(b)]);
  return bytesA.equals(bytesB);
}

/**
 * A hard link where the file system allows one (same volume), a copy where it does not. False
 * when `from` does not exist (a file without twins, or a previous release missing one).
 */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await fs.promises.link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    await fs.promises.copyFile(from, to);
    return true;
  }
}

/**
 * Copies a finished build into the new release folder `target`. A file byte-identical to the one
 * at the same path in the `previous` release (most of them: hashed bundles, images, unchanged
 * pages) is hard-linked instead, with its .br/.gz twins, so a rebuild after one news edit costs
 * neither a 40 MB copy nor recompressing every bundle. Sharing inodes is safe because a
 * published release is never written to again (precompress replaces files by rename).
 *
 * `known` is what staging `previous` returned as `identities`: a file whose identity in the build
 * folder is unchanged since then is that release's file without reading either (at 10,000 news,
 * comparing read ~5 GB on every publish); any other file is compared byte for byte.
 */
export async function stageRelease(
  outputDir: string,
  target: string,
  previous: string | null,
  known?: ReadonlyMap<string, string>,
): Promise<StagedRelease> {
  const files: string[] = [];
  // Folders by depth, made a depth at a time (a parent before its children): one at a time,
  // the ~72,000 folders of a 10,000-news site took many seconds of every publish.
  const foldersByDepth: string[][] = [];
  for (const entry of await walkTree(outputDir)) {
    if (entry.directory)
      (foldersByDepth[entry.path.split(path.sep).length] ??= []).push(entry.path);
    else files.push(entry.path);
  }
  await fs.promises.mkdir(target, { recursive: true });
  for (const folders of foldersByDepth) {
    for (let start = 0; folders && start < folders.length; start += PARALLEL) {
      await Promise.all(
        folders
          .slice(start, start + PARALLEL)
          .map((folder) => fs.promises.mkdir(path.join(target, folder))),
      );
    }
  }

  const staged: StagedRelease = { reused: 0, copied: [], identities: new Map() };
  const stage = async (relative: string) => {
    const source = path.join(outputDir, relative);
    const destination = path.join(target, relative);
    const earlier = previous ? path.join(previous, relative) : null;
    const stat = await fs.promises.stat(source);
    const identity = identityOf(stat);
    staged.identities.set(relative, identity);
    const unchanged =
      earlier && (known?.get(relative) === identity || (await sameContent(source, stat, earlier)));
    if (earlier && unchanged && (await linkOrCopy(earlier, destination))) {
      if (mayHaveTwins(relative, stat.size)) {
        for (const suffix of TWIN_SUFFIXES)
          await linkOrCopy(earlier + suffix, destination + suffix);
      }
      staged.reused += 1;
    } else {
      await fs.promises.copyFile(source, destination);
      staged.copied.push(relative);
    }
  };
  for (let start = 0; start < files.length; start += PARALLEL) {
    await Promise.all(files.slice(start, start + PARALLEL).map(stage));
  }
  return staged;
}
