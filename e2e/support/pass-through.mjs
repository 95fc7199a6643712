// One request sent on to the product and its answer sent back, as the servers the e2e suite and
// the bench put in front of the product (the split-HTML edge, the page and twin origins) need it.
import http from "node:http";

/**
 * Sends `request` on to `target` (a URL; its host header becomes the target's) and writes the
 * answer's status and headers to `response` at once (Node otherwise keeps written headers back
 * until the body's first byte). `deliver` sends the body: piped through as it comes by default.
 */
export function passThrough(
  target,
  request,
  response,
  deliver = (answer) => answer.pipe(response),
) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      response.flushHeaders();
      deliver(answer, response);
    },
  );
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
}
