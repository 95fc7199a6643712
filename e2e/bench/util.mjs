// Small helpers the bench's modules share.
// fetch: Node 20's global (the lint config names only a few for .mjs).
/* global fetch */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The HTTP status of a GET (redirects not followed), or 0 when nothing answers. */
export async function fetchStatus(url) {
  try {
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** A GET that must answer 200: its response, headers and unread body. */
export async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response;
}

/** The body of a GET that must answer 200. */
export const fetchText = async (url) => (await fetchOk(url)).text();

/** Kilobytes with one decimal. */
export const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** One progress line on stderr ("lighthouse 3/54 /about/"), so a long run shows it is alive. */
export function progress(step, index, count, what) {
  process.stderr.write(`${step} ${index + 1}/${count} ${what}\n`);
}

/**
 * Lets a page finish loading: the load event, then 500 ms in which no request starts or ends, for
 * at most 5 s. Unlike Playwright's "networkidle", a request the page never finishes reading (a
 * 401 whose body is not needed) does not hold it up until the timeout.
 */
export async function settle(page) {
  await page.waitForLoadState("load");
  let last = Date.now();
  const touch = () => (last = Date.now());
  const events = ["request", "requestfinished", "requestfailed"];
  for (const event of events) page.on(event, touch);
  const deadline = Date.now() + 5000;
  while (Date.now() - last < 500 && Date.now() < deadline) await sleep(100);
  for (const event of events) page.off(event, touch);
}
