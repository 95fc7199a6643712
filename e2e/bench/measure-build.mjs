// Runs a command and writes how long it took and the peak memory of its whole process tree
// (the sum of every descendant's resident set, sampled from /proc every 200 ms: Gatsby renders
// pages in worker processes, and /usr/bin/time would report only the largest single one).
// The scale bench sets the product's SITE_BUILD_COMMAND to this, so every site build the product
// runs (first start, publish) leaves one JSON line in the --out file.
//   node e2e/bench/measure-build.mjs --out /tmp/builds.jsonl -- npm run build:site
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { clearInterval, setInterval } from "node:timers";
import { pathToFileURL } from "node:url";

const SAMPLE_MS = 200;
const PAGE_BYTES = 4096;

/** pid -> parent pid, for every process /proc shows. */
function parents() {
  const map = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name (2nd field) may hold spaces and parentheses: fields start after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      map.set(Number(name), ppid);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return map;
}

/** Bytes resident in `root` and all its descendants now. */
function treeRss(root) {
  const map = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of map) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      bytes += Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
    } catch {
      // Ended meanwhile.
    }
  }
  return bytes;
}

/**
 * Writes each whole line of the build's output to `log` behind the seconds since `started`
 * ("[12.3] success compile gatsby files - 3.1s"): where a publish's time went, including the
 * steps that print no duration of their own. Returns the chunk handler and a flush for the end.
 */
export function stampedLines(log, started, now = Date.now) {
  let partial = "";
  const stamp = () => `[${((now() - started) / 1000).toFixed(1)}] `;
  return {
    write(chunk) {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop();
      for (const line of lines) log.write(`${stamp()}${line}\n`);
    },
    flush() {
      if (partial) log.write(`${stamp()}${partial}\n`);
      partial = "";
    },
  };
}

function main() {
  const args = process.argv.slice(2);
  const split = args.indexOf("--");
  const outIndex = args.indexOf("--out");
  if (split < 0 || outIndex < 0 || outIndex > split) {
    console.error("usage: measure-build.mjs --out <file> -- <command...>");
    process.exit(2);
  }
  const out = args[outIndex + 1];
  const command = args.slice(split + 1).join(" ");
  const started = Date.now();
  // The output goes on to the product's build log as before, and to <out>.log, which outlives
  // the product: where a slow build spent its time (Gatsby prints each phase's seconds).
  const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  const log = fs.createWriteStream(`${out}.log`, { flags: "a" });
  const lines = stampedLines(log, started);
  child.stdout.on("data", (chunk) => (process.stdout.write(chunk), lines.write(chunk)));
  child.stderr.on("data", (chunk) => (process.stderr.write(chunk), lines.write(chunk)));
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), SAMPLE_MS);
  // The build is stopped through our process group; pass a plain TERM on to the command too.
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  // "close", not "exit": the last of its output has reached the log by then.
  child.on("close", (code, signal) => {
    clearInterval(timer);
    const line = {
      command,
      exitCode: code,
      seconds: (Date.now() - started) / 1000,
      peakRssMb: Math.round(peak / 2 ** 20),
      // Other work on the machine stretches the time: say how busy it was.
      loadAverage: Number(os.loadavg()[0].toFixed(1)),
      finishedAt: new Date().toISOString(),
    };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
    lines.flush();
    log.end(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

// Imported by its test for stampedLines; run as a script otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
