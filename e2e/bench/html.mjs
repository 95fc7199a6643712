// The W3C Nu HTML checker (vnu-jar, on the system's Java 11+) on the HTML the product serves:
// the pages are saved to a temp folder and checked in one JVM run (vnu refuses 127.0.0.1 URLs).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { fetchText } from "./util.mjs";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** "/ar/about/" -> "ar/about/index.html" (and back), so each message names its page. */
const fileOf = (page) => path.join(page, "index.html").replace(/^\//, "");

/** @returns {Promise<Record<string, { html: number, htmlMessages: string[] }>>} */
export async function runHtmlCheck(baseUrl, paths) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-vnu-"));
  try {
    for (const page of paths) {
      const file = path.join(dir, fileOf(page));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await fetchText(new URL(page, baseUrl).toString()));
    }
    const messages = (await vnu(dir)).filter((message) => !isCheckerLag(message));
    const rows = Object.fromEntries(paths.map((page) => [page, { html: 0, htmlMessages: [] }]));
    for (const message of messages) {
      const file = path.relative(dir, fileURLToPath(message.url));
      const page = paths.find((candidate) => fileOf(candidate) === file);
      if (!page) throw new Error(`vnu reported on an unknown file: ${file}`);
      rows[page].html += 1;
      // The pages are minified to one line: the extract, not the line number, shows where.
      rows[page].htmlMessages.push(
        `${message.message} [${message.extract?.trim().slice(0, 120) ?? ""}]`,
      );
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * vnu 26.9 (the newest release) predates the HTML standard's `<link rel="expect">`: it still
 * requires `blocking` on a link to go with rel="stylesheet", while the standard allows it with
 * "expect" or "stylesheet" (html.spec.whatwg.org/#attr-link-blocking). Only that message, on a link
 * whose rel is exactly "expect", is the checker's lag; the same message on any other link still
 * counts.
 */
export function isCheckerLag(message) {
  const element =
    message.extract?.slice(message.hiliteStart, message.hiliteStart + message.hiliteLength) ?? "";
  return (
    message.message.startsWith("A “link” element with a “blocking” attribute must have") &&
    /^<link rel="expect" href="#[\w-]+" blocking="render"[^<>]*>$/.test(element)
  );
}

/** vnu's error messages for every HTML file under `dir`. */
async function vnu(dir) {
  const java = process.env.JAVA ?? "java";
  const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", dir];
  try {
    const { stdout } = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout).messages;
  } catch (error) {
    // vnu exits 1 when it found errors; its report is still on stdout.
    if (error.code === 1 && error.stdout) return JSON.parse(error.stdout).messages;
    if (error.code === "ENOENT") {
      throw new Error(
        "the HTML check needs Java 11 or newer (apt-get install default-jre-headless)",
      );
    }
    throw error;
  }
}
