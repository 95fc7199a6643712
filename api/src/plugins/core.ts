import fp from "fastify-plugin";
import path from "node:path";
import type { Config } from "../config";
import { pickLanguage, type Lang } from "../contracts";
import { Translator } from "../lib/i18n";
import { isApiRequest } from "../lib/route-path";
import { LOCALES_DIR } from "../paths";
import { openSqliteStore } from "../store/sqlite";
import { openMongoStore } from "../store/mongo";
import type { Store } from "../store/types";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    store: Store;
    translator: Translator;
    /** The clock every time-based rule reads; tests move it instead of sleeping. */
    now(): Date;
  }
  interface FastifyRequest {
    /** The caller's language for messages, from Accept-Language. */
    lang: Lang;
  }
}

export interface CoreOptions {
  config: Config;
  store?: Store;
  now?: () => Date;
}

/** The configured store: MongoDB when MONGODB_URI is set, else SQLite under DATA_DIR. */
export async function openStore(config: Config): Promise<Store> {
  if (config.mongodbUri) {
    return openMongoStore({ uri: config.mongodbUri });
  }
  return openSqliteStore({ file: path.join(config.dataDir, "leca.sqlite") });
}

/** Config, clock, storage and messages: what every other plugin builds on. */
export default fp<CoreOptions>(
  async (app, options) => {
    app.decorate("config", options.config);
    app.decorate("now", options.now ?? (() => new Date()));
    app.decorate("translator", new Translator(LOCALES_DIR));
    const store = options.store ?? (await openStore(options.config));
    app.decorate("store", store);
    // Closed last (hooks run in reverse), after everything that may still write has stopped.
    app.addHook("onClose", async () => store.close());
    app.decorateRequest("lang", "en");
    app.addHook("onRequest", async (request) => {
      request.lang = pickLanguage(request.headers["accept-language"]);
    });
    // API replies carry sessions, inboxes and build logs: nothing is cached unless a route that
    // serves public data (items, media) says otherwise.
    app.addHook("onSend", async (request, reply) => {
      if (isApiRequest(request) && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
  },
  { name: "core" },
);
