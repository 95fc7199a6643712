import fp from "fastify-plugin";
import type { FastifyRequest, onSendHookHandler } from "fastify";
import path from "node:path";
import type { Config } from "../config";
import { pickLanguage, type Lang } from "@leca/shared/contracts";
import { loadErrorTranslator } from "../lib/i18n";
import type { Translator } from "@leca/shared/i18n";
import { isApiPath } from "../lib/route-path";
import { LOCALES_DIR } from "../paths";
import { openSqliteStore } from "../store/sqlite";
import { openMongoStore } from "../store/mongo";
import type { Store } from "../store/types";
import { withLiveSessionCache } from "../store/live-sessions";

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
    app.decorate("translator", loadErrorTranslator(LOCALES_DIR));
    const opened = options.store ?? (await openStore(options.config));
    // Every signed-in request asks whether its session lives: asked of the store once a second.
    const store: Store = { ...opened, sessions: withLiveSessionCache(opened.sessions) };
    app.decorate("store", store);
    // Closed last (hooks run in reverse), after everything that may still write has stopped.
    app.addHook("onClose", async () => store.close());
    // Read when a message is written (errors), not worked out for every request that has none.
    app.decorateRequest("lang", {
      getter(this: FastifyRequest) {
        return pickLanguage(this.headers["accept-language"]);
      },
    });
    // API replies carry sessions, inboxes and build logs: nothing is cached unless a route that
    // serves public data (items, media) says otherwise. A hook of each API route's own (the
    // route is known here, once), so other requests do not pay for it.
    const noStoreByDefault: onSendHookHandler = (_request, reply, _payload, done) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
      done();
    };
    app.addHook("onRoute", (route) => {
      if (isApiPath(route.url)) route.onSend = [...[route.onSend ?? []].flat(), noStoreByDefault];
    });
  },
  { name: "core" },
);
