import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { ITEM_KINDS } from "@leca/shared/contracts";
import type { Config } from "./config";
import type { Store } from "./store/types";
import core from "./plugins/core";
import requestIds from "./plugins/request-id";
import { requestId } from "./lib/request-id";
import errors from "./plugins/errors";
import bodyless from "./plugins/bodyless";
import security from "./plugins/security";
import { authRoutes, csrf, guards, sessionCookies } from "./auth";
import docs from "./plugins/docs";
import media from "./plugins/media";
import leader from "./plugins/leader";
import audit from "./plugins/audit";
import builds from "./plugins/builds";
import outbox from "./plugins/outbox";
import backups from "./plugins/backups";
import items from "./plugins/items";
import bootstrap from "./plugins/bootstrap";
import hosting from "./plugins/hosting";
import healthRoutes from "./routes/health";
import { ITEM_ROUTES } from "./routes/items";
import mediaRoutes from "./routes/media";
import contactRoutes from "./routes/contact";
import buildRoutes from "./routes/builds";
import auditRoutes from "./routes/audit";
import backupRoutes from "./routes/backups";
import webhookRoutes from "./routes/webhooks";

export interface AppOptions {
  config: Config;
  /** Tests pass a store (or let the app open the configured one). */
  store?: Store;
  now?: () => Date;
  logger?: FastifyServerOptions["logger"];
}

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    // Belt and braces: no route logs bodies or headers, but if one ever did, secrets stay out.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "req.headers['x-csrftoken']",
        'res.headers["set-cookie"]',
        "*.password",
        "*.passwordHash",
      ],
      censor: "[redacted]",
    },
  };
}

/** A hop count as the function Fastify makes of one (its types take no number). */
function trustProxyOption(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole API as a plugin graph; server.ts only reads config and listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    // First start renders the sample pictures with sharp and hashes the admin's password: on a
    // busy 2-core machine that outlasts Fastify's 10 s default for start-up hooks.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIds);
  await app.register(core, { config, store: options.store, now: options.now });
  await app.register(errors);
  await app.register(bodyless);
  // Cookies are parsed before anything that can answer early (overload, rate limits) runs.
  await app.register(sessionCookies);
  await app.register(security);
  await app.register(guards);
  await app.register(csrf);
  await app.register(docs);
  await app.register(media);
  // Before the jobs that run on one instance only (builds, outbox): they join it as roles.
  await app.register(leader);
  await app.register(audit);
  await app.register(builds);
  await app.register(outbox);
  await app.register(backups);
  await app.register(items);
  await app.register(bootstrap);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      for (const kind of ITEM_KINDS) await api.register(ITEM_ROUTES[kind]);
      await api.register(mediaRoutes);
      await api.register(contactRoutes);
      await api.register(buildRoutes);
      await api.register(auditRoutes);
      await api.register(backupRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: "/api" },
  );
  // After the API, whose routes win; the site and dashboard take every other GET.
  await app.register(hosting);
  return app;
}
