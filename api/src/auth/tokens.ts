import fp from "fastify-plugin";
import crypto from "node:crypto";
import jwt from "@fastify/jwt";
import cookie from "@fastify/cookie";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply } from "fastify";
import type { Role } from "../store/types";

export interface AccessClaims {
  typ: "access";
  sub: string;
  role: Role;
  /** The session (refresh-token family) the token belongs to. */
  sid: string;
  /** Whether the user has two-factor sign-in (REQUIRE_2FA lets a token without it enrol only). */
  tfa?: boolean;
}

/** The password step passed, for the user `sub`: what the code step of a sign-in needs. */
export interface ChallengeClaims {
  typ: "challenge";
  sub: string;
}

export interface RefreshClaims {
  typ: "refresh";
  sub: string;
  sid: string;
  jti: string;
  /** Whether the session signed in with two-factor (carried on by a refresh, sessions.ts). */
  tfa?: boolean;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    namespaces: "access" | "refresh" | "challenge";
  }
}

export interface CookieNames {
  access: string;
  refresh: string;
  /** The refresh cookie as it was set before it had its own path (Path=/): read, then cleared. */
  legacyRefresh: string;
  anon: string;
  csrf: string;
  /** The password step of a two-factor sign-in, passed: read by POST /login/2fa/. */
  challenge: string;
}

declare module "fastify" {
  interface FastifyInstance {
    cookieNames: CookieNames;
    cookieOptions(kind: "httpOnly" | "readable", maxAgeSeconds?: number): CookieSerializeOptions;
    setSessionCookies(reply: FastifyReply, tokens: { access: string; refresh: string }): void;
    clearSessionCookies(reply: FastifyReply): void;
  }
}

/**
 * Where the refresh cookie goes: the one route that reads it. At Path=/ the 14-day token rode
 * along with every page and picture the browser asked for. Logout and the CSRF binding use the
 * access cookie's session id instead (it lives as long, see setSessionCookies).
 */
export const REFRESH_COOKIE_PATH = "/api/token/refresh";

/** How long the code step of a two-factor sign-in waits for its code after the password step. */
export const CHALLENGE_TTL_SECONDS = 300;

/** A key per token kind, so one kind can never pass as the other even if `typ` were ignored. */
const derive = (secret: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync("sha256", secret, "leca-api", purpose, 32));

/** JWT signing (HS256 pinned on both sides) and the session cookies. */
export default fp(
  async (app) => {
    const { secrets, tokens, cookieSecure } = app.config;
    await app.register(cookie);
    // "challenge": the password step of a two-factor sign-in, passed (two-factor.ts).
    const lifetimes = {
      access: tokens.accessTtl,
      refresh: tokens.refreshTtl,
      challenge: CHALLENGE_TTL_SECONDS,
    };
    for (const namespace of ["access", "refresh", "challenge"] as const) {
      await app.register(jwt, {
        namespace,
        secret: derive(secrets.jwt, namespace),
        sign: {
          algorithm: "HS256",
          // @fastify/jwt reads a number here as seconds (it converts to ms itself).
          expiresIn: lifetimes[namespace],
        },
        verify: {
          algorithms: ["HS256"],
          // An admin's every request carries the same access token until it is refreshed: its
          // checked claims are kept (fast-jwt's cache, keyed by a hash of the whole token, and
          // never past the token's expiry), not re-verified per request. The session behind
          // it is still looked up each time (auth.ts), so a logout still stops it at once.
          ...(namespace === "access" ? { cache: true } : {}),
        },
      });
    }

    // In production the __Host- prefix pins the cookie to this exact origin (Secure, Path=/, no
    // Domain), so a sibling subdomain cannot plant it. The CSRF cookie keeps the name clients read.
    // The refresh cookie has a path of its own, which __Host- forbids: __Secure- instead.
    const prefix = cookieSecure ? "__Host-" : "";
    const names: CookieNames = {
      access: `${prefix}access`,
      refresh: cookieSecure ? "__Secure-refresh" : "refresh",
      legacyRefresh: `${prefix}refresh`,
      anon: `${prefix}anon`,
      csrf: "csrftoken",
      challenge: `${prefix}challenge`,
    };
    app.decorate("cookieNames", names);

    const cookieOptions = (kind: "httpOnly" | "readable", maxAge?: number) => ({
      path: "/",
      sameSite: "lax" as const,
      secure: cookieSecure,
      httpOnly: kind === "httpOnly",
      ...(maxAge !== undefined ? { maxAge } : {}),
    });
    app.decorate("cookieOptions", cookieOptions);

    app.decorate(
      "setSessionCookies",
      (reply: FastifyReply, pair: { access: string; refresh: string }) => {
        // The cookie outlives its token on purpose: the browser keeps sending an expired access
        // token, so the API answers 401 and the client refreshes; a dropped cookie would instead
        // turn an admin into a guest silently (drafts missing from lists, 404 on their editors).
        reply.setCookie(names.access, pair.access, cookieOptions("httpOnly", tokens.refreshTtl));
        clearLegacyRefresh(reply);
        reply.setCookie(names.refresh, pair.refresh, {
          ...cookieOptions("httpOnly", tokens.refreshTtl),
          path: REFRESH_COOKIE_PATH,
        });
      },
    );
    // Only where its name differs from the new cookie's (production): a browser still holding
    // the old one sends it until then. In development a same-named Path=/ one is sent after
    // the new one (longer paths first), and the first is the one read.
    const clearLegacyRefresh = (reply: FastifyReply) => {
      if (names.legacyRefresh !== names.refresh && reply.request.cookies[names.legacyRefresh]) {
        reply.clearCookie(names.legacyRefresh, cookieOptions("httpOnly"));
      }
    };
    app.decorate("clearSessionCookies", (reply: FastifyReply) => {
      reply.clearCookie(names.access, cookieOptions("httpOnly"));
      clearLegacyRefresh(reply);
      reply.clearCookie(names.refresh, { ...cookieOptions("httpOnly"), path: REFRESH_COOKIE_PATH });
    });
  },
  { name: "tokens", dependencies: ["core"] },
);
