import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What an incoming X-Request-Id may look like: a proxy's or a client's id, never a log line. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's genReqId: keeps the id a proxy or client sent, so one request can be followed
 * across their logs and ours; anything else (absent, too long, odd characters) gets a new one.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && SAFE_ID.test(sent) ? sent : randomUUID();
}
