// A page's zero-JS twin: the same HTML with every script removed, served compressed by the bench
// itself on a port of its own, next to the product. Everything else the twin asks for (CSS, fonts,
// pictures) is passed through from the product unchanged, so the page and its twin differ only
// in their scripts and in the page's own response headers (the twin gets a plain static host's:
// type, encoding, revalidation). The gap between the two is what scripts and headers cost a page.
import http from "node:http";
import zlib from "node:zlib";
import { fetchText } from "./util.mjs";

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
 * Serves the twins of `paths` at the same paths on another port, and passes every other request
 * through to the product.
 * @returns {Promise<{ url: (path: string) => string, close: () => Promise<void> }>}
 */
export async function startTwinServer(baseUrl, paths) {
  const twins = new Map();
  for (const path of paths) {
    const html = stripScripts(await fetchText(new URL(path, baseUrl).toString()));
    twins.set(path, zlib.gzipSync(html, { level: 9 }));
  }
  const product = new URL(baseUrl);
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://twin").pathname;
    const twin = twins.get(path);
    if (twin) {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "content-length": twin.length,
        "cache-control": "public, max-age=0, must-revalidate",
      });
      response.end(twin);
      return;
    }
    const upstream = http.request(
      {
        host: product.hostname,
        port: product.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: product.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: (path) => `http://localhost:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
