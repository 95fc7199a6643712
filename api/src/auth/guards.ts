import fp from "fastify-plugin";
import type { Actor } from "../services/audit/audit-log";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import type { AccessClaims, RefreshClaims } from "./tokens";

/** What the access cookie says about the caller, checked against the session store. */
export type Identity =
  | { state: "none" }
  | { state: "invalid" }
  | { state: "expired"; sid: string; sub: string }
  | { state: "revoked"; sid: string }
  | { state: "valid"; claims: AccessClaims };

declare module "fastify" {
  interface FastifyContextConfig {
    /** Open to an admin without an authenticator while REQUIRE_2FA holds (enrolment only). */
    twoFactorSetup?: boolean;
  }
  interface FastifyInstance {
    /**
     * A route's admin guard: 401 without a live session, 403 for a signed-in non-admin. Named as
     * a route's preHandler or onRequest, it runs at onRequest either way (see below).
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Verifies a refresh cookie's signature and kind; null when absent or forged. */
    readRefreshToken(request: FastifyRequest): RefreshClaims | null;
  }
  interface FastifyRequest {
    /**
     * Whether the request carries an access token at all. Without one it has no identity to look
     * up (identity() is "none"), so a visitor's request can be answered without waiting on it.
     */
    hasAccessToken(): boolean;
    identity(): Promise<Identity>;
    isAdmin(): Promise<boolean>;
    /**
     * The signed-in user's username, or null: who an action is recorded as (an item's editor,
     * a lead's status change or note).
     */
    username(): Promise<string | null>;
    /** Who makes this request, as the audit log and the item services record it. */
    actor(): Promise<Actor>;
    /** The session id in the access token, even an expired one (its signature still checked). */
    accessSessionId(): string | null;
    /** The user id in the access token, even an expired one (its signature still checked). */
    accessUserId(): string | null;
  }
}

const isExpired = (error: unknown) => (error as { code?: string }).code === "FAST_JWT_EXPIRED";
// Per request, on the request itself (Fastify decorations, not WeakMaps: a WeakMap entry for
// every request is work for the garbage collector long after the request ended).
const kIdentity = Symbol("identity");
// Identity and the CSRF binding both read the access cookie: verify its signature once.
const kAccess = Symbol("access token");

declare module "fastify" {
  interface FastifyRequest {
    [kIdentity]: Promise<Identity> | null;
    [kAccess]: Identity | null;
  }
}

export default fp(
  async (app) => {
    const names = app.cookieNames;

    app.decorateRequest(kAccess, null);
    app.decorateRequest(kIdentity, null);
    const readAccess = (request: FastifyRequest): Identity =>
      (request[kAccess] ??= verifyAccess(request));

    const verifyAccess = (request: FastifyRequest): Identity => {
      const token = request.cookies[names.access];
      if (!token) return { state: "none" };
      try {
        const claims = app.jwt.access.verify<AccessClaims>(token);
        return claims.typ === "access" ? { state: "valid", claims } : { state: "invalid" };
      } catch (error) {
        if (!isExpired(error)) return { state: "invalid" };
        const claims = app.jwt.access.decode<AccessClaims>(token);
        return claims?.typ === "access"
          ? { state: "expired", sid: claims.sid, sub: claims.sub }
          : { state: "invalid" };
      }
    };

    const resolve = async (request: FastifyRequest): Promise<Identity> => {
      const identity = readAccess(request);
      if (identity.state !== "valid") return identity;
      // Logout revokes at once: an access token of a revoked session stops working immediately.
      if (!(await app.store.sessions.isLive(identity.claims.sid))) {
        return { state: "revoked", sid: identity.claims.sid };
      }
      return identity;
    };

    app.decorateRequest("hasAccessToken", function (this: FastifyRequest) {
      return Boolean(this.cookies[names.access]);
    });
    app.decorateRequest("identity", function (this: FastifyRequest) {
      return (this[kIdentity] ??= resolve(this));
    });
    app.decorateRequest("isAdmin", async function (this: FastifyRequest) {
      const identity = await this.identity();
      return identity.state === "valid" && identity.claims.role === "admin";
    });
    app.decorateRequest("username", async function (this: FastifyRequest) {
      const identity = await this.identity();
      if (identity.state !== "valid") return null;
      return (await app.store.users.findById(identity.claims.sub))?.username ?? null;
    });
    app.decorateRequest("actor", async function (this: FastifyRequest) {
      return { username: await this.username(), address: this.ip };
    });
    app.decorateRequest("accessSessionId", function (this: FastifyRequest) {
      const identity = readAccess(this);
      if (identity.state === "valid") return identity.claims.sid;
      return identity.state === "expired" ? identity.sid : null;
    });

    app.decorateRequest("accessUserId", function (this: FastifyRequest) {
      const identity = readAccess(this);
      if (identity.state === "valid") return identity.claims.sub;
      return identity.state === "expired" ? identity.sub : null;
    });

    app.decorate("readRefreshToken", (request: FastifyRequest) => {
      // The cookie of before it had its own path still works, until the next refresh replaces it.
      const token = request.cookies[names.refresh] ?? request.cookies[names.legacyRefresh];
      if (!token) return null;
      try {
        const claims = app.jwt.refresh.verify<RefreshClaims>(token);
        return claims.typ === "refresh" ? claims : null;
      } catch {
        return null;
      }
    });

    const requireAdmin = async (request: FastifyRequest) => {
      const identity = await request.identity();
      if (identity.state === "expired" || identity.state === "revoked") {
        throw new HttpError(401, "UNAUTHORIZED", "auth.sessionExpired");
      }
      if (identity.state !== "valid") throw new HttpError(401, "UNAUTHORIZED", "auth.required");
      if (identity.claims.role !== "admin") throw new HttpError(403, "FORBIDDEN", "auth.forbidden");
      // REQUIRE_2FA: an admin without an authenticator may only enrol (routes marked
      // twoFactorSetup), so the dashboard can send them there.
      const enrolment = request.routeOptions.config.twoFactorSetup === true;
      if (app.config.login.require2fa && identity.claims.tfa !== true && !enrolment) {
        throw new HttpError(403, "TWO_FACTOR_SETUP_REQUIRED", "auth.twoFactorSetupRequired");
      }
    };
    app.decorate("requireAdmin", requireAdmin);

    // Authentication before the body is read: Fastify parses and validates between onRequest and
    // preHandler, so a guard left in preHandler told a guest the schema (400 before 401) and gave
    // an admin with an expired token a 400 instead of the 401 that makes the client refresh. One
    // place moves it for every route; the CSRF check (a global onRequest hook) still runs first.
    app.addHook("onRoute", (route) => {
      const preHandler = [route.preHandler ?? []].flat();
      if (!preHandler.includes(requireAdmin)) return;
      route.preHandler = preHandler.filter((hook) => hook !== requireAdmin);
      route.onRequest = [...[route.onRequest ?? []].flat(), requireAdmin];
    });
  },
  { name: "auth", dependencies: ["core", "tokens"] },
);
