import fs from "node:fs";
import path from "node:path";
import { syncFileSystem, syncFiles, syncFolders, syncPath } from "../../lib/fsync";
import { precompress, TWIN_SUFFIXES } from "./precompress";
import { readReleaseFiles } from "../hosting/release-rules";
import { stageRelease, type StagedRelease } from "./stage-release";

const KEEP = 3;

/**
 * Built copies of the site under DATA_DIR/site/releases/<build-id>, and the `current` symlink the
 * server serves from. Swapping the symlink with rename() is atomic: a visitor gets either the old
 * site or the new one, never a half-copied folder. The release is synced to disk before the swap
 * and the swap after it, so a power cut cannot leave `current` naming files whose data was lost.
 */
export class Releases {
  readonly current: string;
  private readonly releasesDir: string;
  /**
   * What staging the served release saw of the build folder (its files' identities), kept in
   * memory: after a restart, or when another process published, files are compared instead.
   */
  private staged: { release: string; identities: ReadonlyMap<string, string> } | null = null;

  constructor(
    readonly siteDir: string,
    /** How the file system is synced at once; tests stand in for a system without it. */
    private readonly syncAll: (target: string) => Promise<boolean> = syncFileSystem,
  ) {
    this.current = path.join(siteDir, "current");
    this.releasesDir = path.join(siteDir, "releases");
  }

  /** The folder to serve, or null before the first successful build. */
  served(): string | null {
    return fs.existsSync(this.current) ? this.current : null;
  }

  releaseDir(id: string): string {
    return path.join(this.releasesDir, id);
  }

  /**
   * Copies a finished build's output in as release `id` (reusing the served release's unchanged
   * files), serves it, then prunes old releases. `log` gets one line of what it cost.
   */
  async publish(id: string, outputDir: string, log?: (line: string) => void): Promise<void> {
    const started = Date.now();
    const target = this.releaseDir(id);
    await fs.promises.mkdir(this.releasesDir, { recursive: true });
    const previous = this.served() ? await fs.promises.realpath(this.current) : null;
    const known =
      previous && this.staged?.release === previous ? this.staged.identities : undefined;
    let staged: StagedRelease;
    let compressed: string[];
    // Seconds each phase took, for the log line: at 10,000 news each is a part of the publish.
    const phases: string[] = [];
    let phaseStart = started;
    const phase = (name: string) => {
      const now = Date.now();
      phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = now;
    };
    try {
      staged = await stageRelease(outputDir, target, previous, known);
      phase("staged");
      // A release whose _headers or _redirects cannot be applied fails here, not on its first visit.
      await readReleaseFiles(target);
      phase("checked");
      compressed = await precompress(target, staged.copied);
      phase("compressed");
      // The file system at once where it can (the release's data and names, its entry in
      // releases/); otherwise only what this release wrote: a reused file is the previous
      // release's inode, whose data was synced when that release was published; its new name is
      // in a folder synced below.
      if (!(await this.syncAll(target))) {
        await syncFiles([
          ...staged.copied.map((file) => path.join(target, file)),
          ...compressed.flatMap((file) =>
            TWIN_SUFFIXES.map((suffix) => path.join(target, file + suffix)),
          ),
        ]);
        await syncFolders(target);
        // The release's own entry in releases/.
        await syncPath(this.releasesDir);
      }
    } catch (error) {
      await fs.promises.rm(target, { recursive: true, force: true });
      throw error;
    }
    phase("synced");
    await this.swap(id);
    phase("swapped");
    this.staged = {
      release: await fs.promises.realpath(this.current),
      identities: staged.identities,
    };
    await this.prune();
    phase("pruned");
    log?.(
      `release ${id}: ${staged.reused + staged.copied.length} files, ${staged.reused} unchanged ` +
        `(linked), ${staged.copied.length} copied, ${compressed.length} compressed, ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s (${phases.join(", ")})`,
    );
  }

  private async swap(id: string): Promise<void> {
    const temp = path.join(this.siteDir, `.current-${id}`);
    await fs.promises.rm(temp, { force: true });
    // Relative, so the data folder can be moved or mounted elsewhere.
    await fs.promises.symlink(path.join("releases", id), temp, "dir");
    await fs.promises.rename(temp, this.current);
    // Makes the rename itself durable: until the folder is synced, a crash may undo it.
    await syncPath(this.siteDir);
  }

  /** Keeps the newest releases (and always the served one) so a bad deploy can be rolled back by hand. */
  private async prune(): Promise<void> {
    const served = path.basename(fs.readlinkSync(this.current));
    const names = await fs.promises.readdir(this.releasesDir);
    const dated = await Promise.all(
      names.map(async (name) => ({
        name,
        mtime: (await fs.promises.lstat(path.join(this.releasesDir, name))).mtimeMs,
      })),
    );
    dated.sort((a, b) => b.mtime - a.mtime);
    const stale = dated.slice(KEEP).filter(({ name }) => name !== served);
    await Promise.all(
      stale.map(({ name }) =>
        fs.promises.rm(path.join(this.releasesDir, name), { recursive: true, force: true }),
      ),
    );
  }
}
