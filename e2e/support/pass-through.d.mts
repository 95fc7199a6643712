import type { IncomingMessage, ServerResponse } from "node:http";

export function passThrough(
  target: URL,
  request: IncomingMessage,
  response: ServerResponse,
  deliver?: (answer: IncomingMessage, response: ServerResponse) => void,
): void;
