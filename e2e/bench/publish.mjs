// Time from publishing a news item (through the API, as the dashboard does) to its page being
// served with its title: "warm" with Gatsby's cache from the previous build, "cold" right after
// the cache was removed (what a first deploy or a cache-less CI build costs).
// fetch: Node 20's global (the lint config names only a few for .mjs).
/* global fetch */
import { URLSearchParams } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { cleanSiteBuild } from "./product.mjs";
import { progress } from "./util.mjs";

const PUBLISH_TIMEOUT_MS = 10 * 60_000;
const BUSY_ATTEMPTS = 6;
const BUSY_WAIT_MS = 5000;

/** An admin session over fetch: session cookies, plus the CSRF token echoed in X-CSRFToken. */
async function signIn(baseUrl, admin) {
  const jar = new Map();
  const send = async (method, path, body) => {
    const cookies = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const csrf = [...jar].find(([name]) => name.endsWith("csrftoken"))?.[1];
    const request = () =>
      fetch(new URL(path, baseUrl), {
        method,
        headers: {
          cookie: cookies,
          origin: new URL(baseUrl).origin,
          ...(csrf ? { "x-csrftoken": csrf } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    let response = await request();
    // A server whose event loop lags (a site build on a busy 2-core machine) sheds API requests
    // with 503 before handling them: ask again, as the dashboard's user would.
    for (let attempt = 1; response.status === 503 && attempt < BUSY_ATTEMPTS; attempt += 1) {
      await response.arrayBuffer();
      await sleep(BUSY_WAIT_MS);
      response = await request();
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0].split("=");
      jar.set(name, value);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  await send("GET", "/api/csrf/");
  await send("POST", "/api/login/", admin);
  return send;
}

/** Seconds until `path` answers 200 with `text` in it, counted from `since`. */
async function servedAfter(baseUrl, path, text, since) {
  while (Date.now() - since < PUBLISH_TIMEOUT_MS) {
    const response = await fetch(new URL(path, baseUrl), { redirect: "manual" });
    const body = await response.text();
    if (response.status === 200 && body.includes(text)) return (Date.now() - since) / 1000;
    await sleep(250);
  }
  throw new Error(`${path} was not served within ${PUBLISH_TIMEOUT_MS / 1000} s of publishing`);
}

/** Publishes one item and times it; returns the figures and the slug to delete. */
async function timeOnePublish(send, baseUrl, kind) {
  const slug = `bench-${kind}-${Date.now().toString(36)}`;
  const title = `Benchmark ${kind} publish ${slug}`;
  const text = (words) => ({ en: words, ar: `${words} (ar)`, ru: `${words} (ru)` });
  const since = Date.now();
  await send("POST", "/api/news/", {
    slug,
    title: { en: title, ar: `خبر ${title}`, ru: `Новость ${title}` },
    excerpt: text("Benchmark item: timing publish to live."),
    body: text("Made by npm run bench and deleted again when it has been timed."),
    status: "published",
  });
  const seconds = await servedAfter(baseUrl, `/news/${slug}/`, title, since);
  const { items } = await send("GET", "/api/builds/");
  const build = items.find((candidate) => buildIsFor(candidate, "item-published", slug));
  // The release's own line from the build's log: what staging, compressing and syncing took.
  const release = build?.logTail.split("\n").find((line) => /^release \S+: /.test(line)) ?? null;
  return {
    slug,
    seconds,
    buildSeconds: build?.durationMs ? build.durationMs / 1000 : null,
    release,
  };
}

/** Waits until no site build is queued or running (so nothing else competes for the CPU). */
async function buildsIdle(send) {
  for (;;) {
    const { items } = await send("GET", "/api/builds/");
    if (!items.some((build) => build.status === "queued" || build.status === "building")) return;
    await sleep(1000);
  }
}

/**
 * Whether a build's stored reasons (coded as `item-deleted?kind=news&slug=…`, several joined
 * with "; ") include `code` for `slug`.
 */
function buildIsFor(build, code, slug) {
  return build.reason.split("; ").some((part) => {
    const [name, query = ""] = part.split("?");
    return name === code && new URLSearchParams(query).get("slug") === slug;
  });
}

/** Waits for the build that `code` on `slug` requested (after the debounce) to end. */
async function buildFinished(send, code, slug) {
  const since = Date.now();
  while (Date.now() - since < PUBLISH_TIMEOUT_MS) {
    const { items } = await send("GET", "/api/builds/");
    if (items.some((build) => buildIsFor(build, code, slug) && build.finishedAt)) return;
    await sleep(1000);
  }
  throw new Error(`no build for ${code} ${slug} finished within ${PUBLISH_TIMEOUT_MS / 1000} s`);
}

/**
 * @param {{ cold: boolean, again?: boolean }} options cold also times a publish after removing
 *   Gatsby's cache (only when the bench started the product from this checkout); again times a
 *   second warm publish right after the first: the first after a cold build pays for caches the
 *   cold build left cold (Gatsby's compile step), the second is what a running site's publish costs
 * @returns {Promise<{ warm: object, again?: object, cold?: object }>}
 */
export async function runPublish(baseUrl, admin, { cold, again = false }) {
  const send = await signIn(baseUrl, admin);
  const kinds = ["warm", ...(again ? ["again"] : []), ...(cold ? ["cold"] : [])];
  const result = {};
  const slugs = [];
  try {
    for (const [index, kind] of kinds.entries()) {
      progress("publish", index, kinds.length, kind);
      await buildsIdle(send);
      if (kind === "cold") cleanSiteBuild();
      const figures = await timeOnePublish(send, baseUrl, kind);
      slugs.push(figures.slug);
      result[kind] = {
        seconds: figures.seconds,
        buildSeconds: figures.buildSeconds,
        release: figures.release,
      };
    }
  } finally {
    for (const slug of slugs) await send("DELETE", `/api/news/${slug}/`);
    // Deleting rebuilds the site: let it finish before anything else is measured or stopped.
    if (slugs.length > 0) await buildFinished(send, "item-deleted", slugs.at(-1));
  }
  return result;
}
