// jsdom lacks what the router's data APIs need (Request, AbortController that Request accepts,
// TextEncoder, web streams); a browser has them all. They are taken from Node's own globals.
const { TestEnvironment } = require("jest-environment-jsdom");

const FROM_NODE = [
  "TextEncoder",
  "TextDecoder",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
  "Request",
  "Response",
  "Headers",
  "AbortController",
  "AbortSignal",
  "structuredClone",
];

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = BrowserLikeEnvironment;
