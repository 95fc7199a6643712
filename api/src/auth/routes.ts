import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../lib/route-of";
import { noContent } from "../lib/schemas";
import { rateLimited } from "../services/rate-limits/rate-limited";
import { login, logout, refresh } from "./sessions";
import { isKnownDeviceFor, readDevice } from "./throttle";
import accountRoutes from "./account";
import { normalizeUsername } from "../lib/username";
import {
  completeTwoFactorLogin,
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from "./two-factor";

/** Login, logout, refresh, the admin check and the CSRF bootstrap. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per username, beside the route's per-IP limit: guesses spread over many addresses still
  // count against the account, except from a device that signed in to it before (so nobody
  // can keep its owner out by spending the account's allowance). A check of its own, not app.rateLimit(): that handler skips a
  // request the route's per-IP limiter already saw (the plugin marks it), so it never counted.
  const perUsername = app.createRateLimit({
    max: app.config.login.rateLimit,
    timeWindow: "1 minute",
    keyGenerator: (request) =>
      `login-user:${normalizeUsername(String((request.body as { username?: unknown })?.username ?? ""))}`,
  });

  // Per address, except for a device that signed in before (its signed cookie): whoever shares
  // the admin's address cannot spend it for them. Its attempts are still counted, per device.
  const signInLimit = {
    max: app.config.login.rateLimit,
    timeWindow: "1 minute",
    allowList: (request: FastifyRequest) => readDevice(app, request) !== null,
  };

  // Changes to the admin's own sign-in (two-factor, password): per address, like a sign-in.
  const changeLimit = { max: app.config.login.rateLimit, timeWindow: "1 minute" };

  // The admin's own password and sessions (the dashboard's Security screen).
  await app.register(accountRoutes);

  app.route({
    ...routeOf("auth", "csrf"),
    handler: async () => ({ ok: true as const }),
  });

  app.route({
    ...routeOf("auth", "login"),
    config: { rateLimit: signInLimit },
    preHandler: async (request) => {
      // A known device of that account is not held back by what others try (throttle.ts).
      const username = normalizeUsername(request.body.username);
      if (isKnownDeviceFor(app, request, username)) return;
      const limit = await perUsername(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
    },
    handler: async (request, reply) => login(app, request, reply, request.body),
  });

  // The code step of a sign-in with two-factor (after POST /login/ answered TWO_FACTOR_REQUIRED),
  // under the same per-IP limit as the password step; wrong codes count toward the sign-in waits.
  app.route({
    ...routeOf("auth", "loginCode"),
    config: { rateLimit: signInLimit },
    handler: async (request, reply) =>
      completeTwoFactorLogin(app, request, reply, request.body.code),
  });

  // The signed-in admin's own authenticator. Open to an admin who has none while REQUIRE_2FA
  // holds every other route back (twoFactorSetup), so that they can enrol.
  const own = { preHandler: app.requireAdmin, config: { twoFactorSetup: true } };
  app.route({
    ...routeOf("twoFactor", "status"),
    ...own,
    handler: async (request) => twoFactorStatus(app, request),
  });
  app.route({
    ...routeOf("twoFactor", "setup"),
    ...own,
    handler: async (request) => startEnrolment(app, request),
  });
  app.route({
    ...routeOf("twoFactor", "enable"),
    ...own,
    config: { ...own.config, rateLimit: changeLimit },
    handler: async (request, reply) => enableTwoFactor(app, request, reply, request.body),
  });
  app.route({
    ...routeOf("twoFactor", "disable"),
    preHandler: app.requireAdmin,
    config: { rateLimit: changeLimit },
    handler: async (request, reply) => {
      await disableTwoFactor(app, request, reply, request.body);
      return { ok: true as const };
    },
  });
  app.route({
    ...routeOf("twoFactor", "renewRecoveryCodes"),
    preHandler: app.requireAdmin,
    config: { rateLimit: changeLimit },
    handler: async (request) => renewRecoveryCodes(app, request, request.body),
  });

  app.route({
    ...routeOf("auth", "logout"),
    handler: async (request, reply) => {
      await logout(app, request, reply);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf("auth", "refresh"),
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    handler: async (request, reply) => refresh(app, request, reply),
  });

  app.route({
    ...routeOf("auth", "isAdmin"),
    handler: async (request, reply) => {
      // Every page asks; a visitor who never signed in gets an answer that is not an error, as a
      // 4xx would be logged in their browser's console. A session's cookie, even with an expired
      // token, still gets 401: that is what makes the client refresh once and ask again.
      const { access, refresh, legacyRefresh } = app.cookieNames;
      const cookies = request.cookies;
      if (!cookies[access] && !cookies[refresh] && !cookies[legacyRefresh]) return noContent(reply);
      const identity = await request.identity();
      if (identity.state !== "valid") return reply.code(401).send({ is_admin: false });
      const isAdmin = identity.claims.role === "admin";
      return reply.code(isAdmin ? 200 : 403).send({ is_admin: isAdmin });
    },
  });

  app.route({
    ...routeOf("auth", "profile"),
    preHandler: app.requireAdmin,
    config: { twoFactorSetup: true },
    handler: async (request) => {
      const user = await signedInUser(request);
      return {
        username: user?.username ?? "",
        role: user?.role ?? "admin",
        language: user?.uiLanguage ?? null,
        timeZone: app.config.timeZone,
        mediaMaxBytes: app.config.media.maxBytes,
      };
    },
  });

  app.route({
    ...routeOf("auth", "setUiLanguage"),
    preHandler: app.requireAdmin,
    config: { twoFactorSetup: true },
    handler: async (request) => {
      const user = await signedInUser(request);
      if (user) await app.store.users.setUiLanguage(user.id, request.body.language);
      return { ok: true as const };
    },
  });

  async function signedInUser(request: FastifyRequest) {
    const identity = await request.identity();
    return identity.state === "valid" ? app.store.users.findById(identity.claims.sub) : null;
  }
};

export default authRoutes;
