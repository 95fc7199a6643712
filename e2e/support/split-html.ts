import http from "node:http";
import type { AddressInfo } from "node:net";
import { passThrough } from "./pass-through.mjs";

/**
 * The network's edge, slowed in one place: a server in front of the product that sends each
 * page's HTML in two parts, the second `pauseMs` after the first, cut where `cutAt` says (a
 * character index into the HTML; -1 sends it whole, and `uncut` counts it). Everything else passes
 * through unchanged. A phone on a slow connection gets long HTML this way, and Chrome paints what
 * it has meanwhile.
 */
export async function startSplitHtml(
  productUrl: string,
  cutAt: (html: string) => number,
  pauseMs = 600,
): Promise<{ url: (path: string) => string; uncut: () => number; close: () => Promise<void> }> {
  const product = new URL(productUrl);
  let uncut = 0;
  const server = http.createServer((request, response) => {
    if (request.headers["sec-fetch-dest"] === "document") {
      void sendSplit(new URL(request.url ?? "/", product), response);
      return;
    }
    passThrough(product, request, response);
  });

  async function sendSplit(url: URL, response: http.ServerResponse) {
    const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const html = await answer.text();
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !/^(content-(length|encoding)|etag)$/i.test(name)),
    );
    response.writeHead(answer.status, headers);
    const cut = cutAt(html);
    if (cut < 0) {
      uncut += 1;
      response.end(html);
      return;
    }
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pauseMs);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://localhost:${port}${path}`,
    uncut: () => uncut,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
