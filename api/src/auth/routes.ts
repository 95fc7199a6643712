import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminProfileSchema,
  isAdminSchema,
  loginBodySchema,
  okSchema,
  recoveryCodesSchema,
  sessionSchema,
  twoFactorChangeSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  uiLanguageBodySchema,
} from "@leca/shared/contracts";
import { errorResponses, noContent } from "../lib/schemas";
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

  app.get(
    "/csrf/",
    {
      schema: { tags: ["auth"], summary: "Sets the csrftoken cookie", response: { 200: okSchema } },
    },
    async () => ({ ok: true as const }),
  );

  app.post(
    "/login/",
    {
      schema: {
        tags: ["auth"],
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: signInLimit },
      preHandler: async (request) => {
        // A known device of that account is not held back by what others try (throttle.ts).
        const username = normalizeUsername(request.body.username);
        if (isKnownDeviceFor(app, request, username)) return;
        const limit = await perUsername(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
      },
    },
    async (request, reply) => login(app, request, reply, request.body),
  );

  // The code step of a sign-in with two-factor (after POST /login/ answered TWO_FACTOR_REQUIRED),
  // under the same per-IP limit as the password step; wrong codes count toward the sign-in waits.
  app.post(
    "/login/2fa/",
    {
      schema: {
        tags: ["auth"],
        body: twoFactorCodeSchema,
        response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) => completeTwoFactorLogin(app, request, reply, request.body.code),
  );

  // The signed-in admin's own authenticator. Open to an admin who has none while REQUIRE_2FA
  // holds every other route back (twoFactorSetup), so that they can enrol.
  const own = { preHandler: app.requireAdmin, config: { twoFactorSetup: true } };
  app.get(
    "/auth/2fa/",
    {
      ...own,
      schema: { tags: ["auth"], response: { 200: twoFactorStatusSchema, ...errorResponses(401) } },
    },
    async (request) => twoFactorStatus(app, request),
  );
  app.post(
    "/auth/2fa/setup/",
    {
      ...own,
      schema: {
        tags: ["auth"],
        response: { 200: twoFactorSetupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => startEnrolment(app, request),
  );
  app.post(
    "/auth/2fa/enable/",
    {
      ...own,
      config: { ...own.config, rateLimit: changeLimit },
      schema: {
        tags: ["auth"],
        body: twoFactorChangeSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => enableTwoFactor(app, request, reply, request.body),
  );
  app.post(
    "/auth/2fa/disable/",
    {
      preHandler: app.requireAdmin,
      config: { rateLimit: changeLimit },
      schema: {
        tags: ["auth"],
        body: twoFactorChangeSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(app, request, reply, request.body);
      return { ok: true as const };
    },
  );
  app.post(
    "/auth/2fa/recovery-codes/",
    {
      preHandler: app.requireAdmin,
      config: { rateLimit: changeLimit },
      schema: {
        tags: ["auth"],
        body: twoFactorChangeSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => renewRecoveryCodes(app, request, request.body),
  );

  app.post(
    "/logout/",
    { schema: { tags: ["auth"], response: { 200: okSchema, ...errorResponses(403) } } },
    async (request, reply) => {
      await logout(app, request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    "/token/refresh/",
    {
      schema: {
        tags: ["auth"],
        response: { 200: sessionSchema, ...errorResponses(401, 403, 429) },
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => refresh(app, request, reply),
  );

  app.get(
    "/is-admin",
    {
      schema: {
        tags: ["auth"],
        summary:
          "200 for an admin session; 204 (no body) without any session cookie; 401 when a session's access token is expired or not valid (refresh, then ask again); 403 for a non-admin",
        response: { 200: isAdminSchema, 204: z.null(), 401: isAdminSchema, 403: isAdminSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    "/session/",
    {
      schema: {
        tags: ["auth"],
        summary:
          "The signed-in admin: name, role and the dashboard language they chose; the company's time zone and the upload limit",
        response: { 200: adminProfileSchema, ...errorResponses(401, 403) },
      },
      preHandler: app.requireAdmin,
      config: { twoFactorSetup: true },
    },
    async (request) => {
      const user = await signedInUser(request);
      return {
        username: user?.username ?? "",
        role: user?.role ?? "admin",
        language: user?.uiLanguage ?? null,
        timeZone: app.config.timeZone,
        mediaMaxBytes: app.config.media.maxBytes,
      };
    },
  );

  app.put(
    "/session/language/",
    {
      schema: {
        tags: ["auth"],
        summary: "Remembers the dashboard language of the signed-in admin (null: forget it)",
        body: uiLanguageBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
      config: { twoFactorSetup: true },
    },
    async (request) => {
      const user = await signedInUser(request);
      if (user) await app.store.users.setUiLanguage(user.id, request.body.language);
      return { ok: true as const };
    },
  );

  async function signedInUser(request: FastifyRequest) {
    const identity = await request.identity();
    return identity.state === "valid" ? app.store.users.findById(identity.claims.sub) : null;
  }
};

export default authRoutes;
