// `npm run bench -- --resume DIR`: a full Lighthouse step that can be finished in more than one
// sitting. The full run takes 2.5-3 h on this project's shared 2-core machines (1,200 runs and
// more, the slowed ones made again), and whatever starts it (an agent's session, a CI job with a
// time limit) may end first: the bench and its Chromium stop with it, and the pages measured so
// far were lost with them (a run of 2026-11-29 died at page 19 of 60).
//
// With --resume, each page's row is written to DIR/lighthouse.json the moment it is measured; the
// same command again measures only the pages not there yet and reports all of them. A page's own
// runs (page, twin, every phone) are always measured in one sitting, alternating, so each gap is
// judged as before; each sitting calibrates the machine again (its slowdowns are the same phones),
// and the report lists the sittings. The rows must all measure one build: a checkpoint is tied to
// a commit with no uncommitted change, to the phones and runs, and to the twin's and hold's modes,
// and the bench refuses to add to a checkpoint made with anything else.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const FILE = "lighthouse.json";

/** What a checkpoint's rows depend on: two sittings must agree on all of it. */
export function runIdentity(repoRoot, { phones, runs, twinHeaders, hold }) {
  // trimEnd: porcelain lines start with a space (" M file") that is part of their meaning.
  const git = (...args) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trimEnd();
  // Tracked files only: the bench writes its own report (bench/report.json, ignored) meanwhile.
  const changed = git("status", "--porcelain", "--untracked-files=no");
  if (changed)
    throw new Error(
      `--resume needs a tree with no uncommitted change (every sitting must measure one commit); changed:\n${changed}`,
    );
  return {
    commit: git("rev-parse", "HEAD"),
    phones: phones.map(({ name, benchmarkIndex, runs: own }) => ({
      name,
      benchmarkIndex,
      runs: runs ?? own,
    })),
    twinHeaders,
    hold,
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkpoint in `dir` for a run of `identity`: the rows measured so far (by page) and the
 * sittings that measured them; `save(page, row, machine)` adds one row at once, atomically (a
 * sitting cut off mid-write leaves the previous file whole). Throws when `dir` holds a checkpoint
 * of another commit or settings, or a file that is not one.
 */
export function openCheckpoint(dir, identity) {
  const file = path.join(dir, FILE);
  let state = { identity, sittings: [], rows: {} };
  if (fs.existsSync(file)) {
    try {
      state = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(
        `${file} is not a bench checkpoint (${error.message}); use another --resume directory`,
        { cause: error },
      );
    }
    if (!same(state.identity, identity))
      throw new Error(
        `${file} was measured with ${JSON.stringify(state.identity)}, this run is ${JSON.stringify(identity)}: use another --resume directory`,
      );
  }
  fs.mkdirSync(dir, { recursive: true });
  let sitting = null;
  return {
    rows: { ...state.rows },
    sittings: () => state.sittings,
    save(page, row, machine) {
      if (!sitting) {
        // The sitting's calibration as the report prints it (benchmarkIndex, slowdowns, twin headers).
        sitting = { startedAt: new Date().toISOString(), ...machine, pages: [] };
        state.sittings.push(sitting);
      }
      sitting.pages.push(page);
      state.rows[page] = row;
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, `${JSON.stringify(state, null, 2)}\n`);
      fs.renameSync(partial, file);
    },
  };
}
