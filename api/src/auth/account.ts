import { auditDetail } from "@leca/shared/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "@leca/shared/contracts";
import { routeOf } from "../lib/route-of";
import { HttpError } from "../lib/http-error";
import { hashPassword, passwordProblem, verifyPassword } from "../services/passwords";
import { countAttempt, forgetAttempts } from "./throttle";
import { deviceOf } from "./client-info";
import { signedIn } from "./two-factor";

/**
 * The signed-in admin's own account (issue 46, finding 4): changing the password (the current
 * one asked for, the CLI's rule, argon2), their live sessions with where they signed in, and
 * ending one of them or every other one. Each change is audited; a password change ends every
 * other session, as a two-factor change does.
 */

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: { max: app.config.login.rateLimit, timeWindow: "1 minute" } };

  app.route({
    ...routeOf("account", "changePassword"),
    preHandler: app.requireAdmin,
    config: limit,
    handler: async (request) => {
      const { user, sid } = await signedIn(app, request);
      const by = await request.actor();
      const refused = (detail: string) =>
        app.audit.record({ action: "password-change-failed", by, detail });
      await countAttempt(app, request, user, refused);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        await refused(auditDetail("wrong-password"));
        throw new HttpError(401, "LOGIN_FAILED", "login.passwordWrong", {
          fields: { currentPassword: "login.passwordWrong" },
        });
      }
      await forgetAttempts(app, request, user);
      if (passwordProblem(request.body.newPassword)) {
        throw new HttpError(400, "VALIDATION_FAILED", "validation.failed", {
          fields: {
            newPassword: {
              key: "auth.passwordLength",
              vars: { min: PASSWORD_MIN, max: PASSWORD_MAX },
            },
          },
        });
      }
      const now = app.now();
      await app.store.users.setPassword(user.id, await hashPassword(request.body.newPassword), now);
      const ended = await app.store.sessions.revokeAllForUserExcept(user.id, sid, now);
      await app.audit.record({
        action: "password-changed",
        by,
        target: { type: "user", id: user.id, label: user.username },
        detail: auditDetail("other-sessions-ended", { count: ended }),
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf("account", "sessions"),
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const { user, sid } = await signedIn(app, request);
      const sessions = await app.store.sessions.listForUser(user.id, app.now());
      return {
        sessions: sessions.map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          lastUsedAt: session.lastUsedAt.toISOString(),
          ...deviceOf(session.userAgent),
          address: session.address,
          current: session.id === sid,
        })),
      };
    },
  });

  app.route({
    ...routeOf("account", "endSession"),
    preHandler: app.requireAdmin,
    handler: async (request, reply) => {
      const { user, sid } = await signedIn(app, request);
      const own = await app.store.sessions.listForUser(user.id, app.now());
      // Another admin's session is "not found" here: nobody ends someone else's.
      if (!own.some((session) => session.id === request.params.id)) {
        throw new HttpError(404, "NOT_FOUND", "auth.sessionNotFound");
      }
      await app.store.sessions.revoke(request.params.id, app.now());
      const current = request.params.id === sid;
      if (current) app.clearSessionCookies(reply);
      await app.audit.record({
        action: "session-ended",
        by: await request.actor(),
        detail: auditDetail(current ? "this-session" : "another-session"),
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf("account", "endOtherSessions"),
    preHandler: app.requireAdmin,
    handler: async (request) => {
      const { user, sid } = await signedIn(app, request);
      const ended = await app.store.sessions.revokeAllForUserExcept(user.id, sid, app.now());
      await app.audit.record({
        action: "session-ended",
        by: await request.actor(),
        detail: auditDetail("every-other-session", { count: ended }),
      });
      return { ended };
    },
  });
};

export default accountRoutes;
