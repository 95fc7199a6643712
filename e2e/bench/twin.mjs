// A page's zero-JS twin: the same HTML with every script removed, served compressed by the bench
// itself on a port of its own, next to the product. Everything else the twin asks for (CSS, fonts,
// pictures) is passed through from the product, and the page itself is measured through a second
// port that passes everything through the same way. The twin is sent with the page's own response
// headers (its opener policy, CSP and the rest; only those that describe the body are the twin's),
// so the page and its twin differ only in their scripts, and the gap between the two is what
// scripts cost a page (docs/decisions/0006-twin-with-page-headers.md). BENCH_TWIN_HEADERS=plain
// sends the twin with a plain static host's headers instead (type, encoding, revalidation), as
// before 2026-11-28: the gap is then scripts and headers.
import { Buffer } from "node:buffer";
import http from "node:http";
import { clearTimeout, setTimeout } from "node:timers";
import zlib from "node:zlib";
import { passThrough } from "../support/pass-through.mjs";
import { SharedLink } from "./link.mjs";
import { fetchOk } from "./util.mjs";

const SCRIPT_TYPES = /^(module|text\/javascript|application\/javascript)$/i;
const typeOf = (tag) =>
  tag
    .match(/\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i)
    ?.slice(1)
    .find(Boolean);

/**
 * The HTML without what only scripts use: executable <script> elements (data blocks such as
 * JSON-LD stay: search engines read them, browsers do not run them), and script, module and
 * fetch preloads (the twin would download what it never runs).
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes) => {
      const type = typeOf(`<script${attributes}>`);
      return type && !SCRIPT_TYPES.test(type) ? element : "";
    })
    .replace(/<link\b[^>]*>/gi, (tag) =>
      /\brel=["']?[^"'>]*\bmodulepreload\b/i.test(tag) ||
      (/\brel=["']?[^"'>]*\b(preload|prefetch)\b/i.test(tag) &&
        /\bas=["']?(script|fetch)\b/i.test(tag))
        ? ""
        : tag,
    );
}

/**
 * The connection Lighthouse simulates (its mobile preset, slow 4G: 150 ms round trip, 1.6 Mbps).
 * The bench holds each response but the page's own HTML back until it could have arrived over
 * it: one round trip plus its body at that throughput (a 31 KB font: 305 ms), on the page's side
 * and the twin's alike.
 *
 * Why: Lighthouse's simulation (Lantern) charges a paint with every request that finished before
 * the paint it watched on this machine, where a font or the manifest arrives within the 100 ms
 * Chrome may hold the first paint; page and twin then fell into either mode run by run. On the
 * simulated phone nothing arrives before one round trip, so held back here they arrive after that
 * paint in every run, as they would there. Headers are not held, and nothing changes what the
 * simulation charges for a request it does count. A request on a connection the browser has just
 * opened also waits for its handshake (heldUntil). The record, with its measurements:
 * docs/decisions/0002-bench-holds-responses.md. BENCH_HOLD=off measures the old way, to compare.
 */
export const HOLD_MODE = process.env.BENCH_HOLD ?? "alone";
export const HOLD = HOLD_MODE !== "off";
/** BENCH_HOLD=ask holds every response one round trip, as before 2026-11-28, to compare. */
const CONNECTIONS = HOLD_MODE !== "ask";
/**
 * BENCH_HOLD=shared lets the bodies in flight share the link (link.mjs), as Lantern's does; by
 * default each is held as though it had the link to itself. Shared left as many files ending on
 * either side of the observed paint, so it is kept to compare, not as the default
 * (docs/decisions/0002-bench-holds-responses.md).
 */
const SHARED = HOLD_MODE === "shared";
const LOG_HOLDS = Boolean(process.env.BENCH_HOLD_LOG);
const SLOW_4G = { rttMs: 150, throughputKbps: 1638.4 };

/** How long a body of `bytes` takes to arrive at the link's whole throughput, in ms. */
const transferMs = (bytes) => (bytes * 8) / SLOW_4G.throughputKbps;

/** How long a response of `bytes` takes at the least over the simulated connection, in ms. */
export const holdMs = (bytes) => Math.round(SLOW_4G.rttMs + transferMs(bytes));

/**
 * When the held response to a request asked at `asked` ends, as though it had the link to itself
 * (not BENCH_HOLD=shared): `holdMs` after the ask, or after its connection became usable if that is
 * later. A connection's first request waits for the TCP handshake, one round trip from when the
 * browser opened it (Lantern charges a new connection the same); a later one finds the connection
 * open. BENCH_HOLD=ask leaves the handshake out, as before 2026-11-28; BENCH_HOLD_LOG=1 prints
 * every hold (its size, which connection, how long).
 */
export function heldUntil({ asked, bytes, connection }) {
  return Math.round(firstByteAt({ asked, connection }) + transferMs(bytes));
}

/** When the body of the response to a request asked at `asked` may start arriving (heldUntil). */
function firstByteAt({ asked, connection }) {
  const usable = connection.used || !CONNECTIONS ? asked : connection.opened + SLOW_4G.rttMs;
  return Math.max(asked, usable) + SLOW_4G.rttMs;
}

/**
 * One origin's link: `send(body, startsAt, end)` calls `end()` when the body has arrived, sharing
 * the throughput with every other body in flight from `startsAt` on (SharedLink).
 */
function heldLink() {
  const link = new SharedLink(SLOW_4G.throughputKbps);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const wake = () => {
    clearTimeout(timer);
    link.advance(Date.now());
    const next = link.nextEvent();
    if (next !== Infinity) timer = setTimeout(wake, Math.max(0, Math.ceil(next - Date.now())));
  };
  return {
    send(body, startsAt, end) {
      link.add({ bytes: body.length, startsAt, done: end }, Date.now());
      wake();
    },
  };
}

/** Passes a request through to the product; every answer but a page's HTML is held (HOLD). */
function passThroughHeld(product, link, request, response, connection) {
  const asked = Date.now();
  if (!HOLD || request.headers["sec-fetch-dest"] === "document") {
    passThrough(product, request, response);
    return;
  }
  passThrough(product, request, response, (answer) => {
    const chunks = [];
    answer.on("data", (chunk) => chunks.push(chunk));
    answer.on("end", () => {
      const body = Buffer.concat(chunks);
      const log = (until) =>
        LOG_HOLDS &&
        console.log(
          `hold ${request.url} ${body.length} B ${connection.used ? "reused" : "new"} ${until - asked} ms`,
        );
      // The shared hold's link exists only when BENCH_HOLD=shared (listen).
      if (link) {
        link.send(body, firstByteAt({ asked, connection }), () => {
          log(Date.now());
          response.end(body);
        });
        return;
      }
      const until = heldUntil({ asked, bytes: body.length, connection });
      log(until);
      setTimeout(() => response.end(body), Math.max(0, until - Date.now()));
    });
  });
}

/**
 * An HTTP server on a free local port; `answer` may handle a request, or leave it to the product.
 * It knows each connection's age and use (heldUntil). `closeIdle` closes every connection no
 * request is using, those Chrome opened ahead and never used among them (Node's own
 * closeIdleConnections keeps those), so that the next page load opens its own as a first visit
 * would: the bench's one Chrome keeps idle connections for minutes.
 */
async function listen(product, answer) {
  const connections = new Map();
  // Only the shared hold keeps a link; the default holds each body on a timer of its own.
  const link = SHARED ? heldLink() : undefined;
  const server = http.createServer((request, response) => {
    const connection = connections.get(request.socket);
    // The connection as this request found it: whether it still had its handshake to wait for.
    const found = { opened: connection.opened, used: connection.used };
    connection.used = true;
    connection.busy += 1;
    response.on("close", () => (connection.busy -= 1));
    if (!answer(request, response)) passThroughHeld(product, link, request, response, found);
  });
  server.on("connection", (socket) => {
    connections.set(socket, { opened: Date.now(), used: false, busy: 0 });
    socket.on("close", () => connections.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: (path) => `http://localhost:${port}${path}`,
    closeIdle: () => {
      for (const [socket, { busy }] of connections) if (busy === 0) socket.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The twin a static host serves: compressed, revalidated on each visit. */
const PLAIN = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "public, max-age=0, must-revalidate",
};
/** The page's headers that describe its body (or the connection), not the page: the twin's own. */
const BODY_HEADERS =
  /^(content-(length|encoding|type)|etag|last-modified|transfer-encoding|connection|keep-alive|date|vary)$/i;
export const TWIN_HEADERS = process.env.BENCH_TWIN_HEADERS === "plain" ? "plain" : "page";

/**
 * Whether headers cut a window off from its opener (a Cross-Origin-Opener-Policy other than
 * unsafe-none). Chrome then loads the page in a browsing context group, and a process, of its
 * own: a cost no markup changes, which even the script-free twin pays (the sign-in pages' twins
 * blocked 171-269 ms on the low-tier phone at 9.56x, 2026-11-28). The sign-in pages keep that
 * header on purpose (netlify.toml, whose rules the product's own hosting serves too).
 */
export const cutsOpener = (headers) => {
  const policy = headers["cross-origin-opener-policy"];
  return Boolean(policy) && !/^\s*unsafe-none\b/i.test(policy);
};

/**
 * A page's twin: its HTML without scripts, gzipped, with the page's own headers (TWIN_HEADERS),
 * and the headers a static host would send it (`staticHeaders`).
 */
async function twinOf(url) {
  const response = await fetchOk(url);
  const body = zlib.gzipSync(stripScripts(await response.text()), { level: 9 });
  const ofBody = { "content-encoding": "gzip", "content-length": body.length };
  const staticHeaders = { ...PLAIN, ...ofBody };
  // BODY_HEADERS keeps the page's type out of its own: the twin's stays PLAIN's.
  const own = Object.fromEntries(
    [...response.headers].filter(([name]) => !BODY_HEADERS.test(name)),
  );
  return {
    body,
    headers: TWIN_HEADERS === "plain" ? staticHeaders : { ...PLAIN, ...own, ...ofBody },
    staticHeaders,
  };
}

/** A server that answers the paths in `twins` with their twin's body and `headersOf(twin)`. */
const twinServer = (product, twins, headersOf) =>
  listen(product, (request, response) => {
    const twin = twins.get(new URL(request.url ?? "/", "http://twin").pathname);
    if (!twin) return false;
    response.writeHead(200, headersOf(twin));
    response.end(twin.body);
    return true;
  });

/**
 * Three origins in front of the product, each on a port of its own: `page` passes every request
 * through (the product's own HTML and headers), `twin` answers the paths in `paths` with their
 * twins and passes the rest through. Both hold what the HTML asks for alike (HOLD), and the twin
 * carries the page's own headers (TWIN_HEADERS), so page and twin differ only in their scripts.
 * `staticTwin` serves the same twins with a static host's headers, and `cutsOpener(path)` says
 * whether that differs in the one header that costs a page by itself (cutsOpener above).
 * `closeIdle` closes the connections Chrome keeps open between page loads.
 * @returns {Promise<{ page: (path: string) => string, twin: (path: string) => string, staticTwin: (path: string) => string, cutsOpener: (path: string) => boolean, closeIdle: () => void, close: () => Promise<void> }>}
 */
export async function startPageAndTwin(baseUrl, paths) {
  const twins = new Map();
  for (const path of paths) twins.set(path, await twinOf(new URL(path, baseUrl).toString()));
  const product = new URL(baseUrl);
  const page = await listen(product, () => false);
  const twin = await twinServer(product, twins, ({ headers }) => headers);
  const staticTwin = await twinServer(product, twins, ({ staticHeaders }) => staticHeaders);
  return {
    page: page.url,
    twin: twin.url,
    staticTwin: staticTwin.url,
    cutsOpener: (path) => cutsOpener(twins.get(path)?.headers ?? {}),
    closeIdle: () => [page, twin, staticTwin].forEach((origin) => origin.closeIdle()),
    close: () =>
      Promise.all([page.close(), twin.close(), staticTwin.close()]).then(() => undefined),
  };
}
