import fp from "fastify-plugin";
import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import { isApiPath, routePath } from "../lib/route-path";
import { LANGUAGES } from "@leca/shared/contracts";

declare module "fastify" {
  interface FastifyReply {
    /** Set by login/logout/refresh: the session the response's CSRF token must belong to. */
    csrfBinding: string | null;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Server-to-server callers that prove themselves another way (a signature). */
const EXEMPT = [/^\/api\/webhooks\//];

export const sessionBinding = (sid: string) => `s:${sid}`;

/** The explicit bootstrap (GET /api/csrf/): the API's own clients ask it before a first write. */
const BOOTSTRAP_PATH = "/api/csrf/";

/**
 * The site's pages an unsafe request follows from: the sign-in and contact forms (in every
 * language) and the dashboard. A visitor's admin check sent from one of them carries their path
 * in its Referer (same origin: strict-origin-when-cross-origin keeps it).
 */
const LANGUAGE_PREFIX = `(?:/(?:${LANGUAGES.filter((language) => language !== "en").join("|")}))?`;
const WRITING_PAGE = new RegExp(`^(?:${LANGUAGE_PREFIX}/(?:login|contact)/|/dashboard(?:/|$))`);

/**
 * Signed double-submit CSRF protection. The readable `csrftoken` cookie holds nonce.HMAC(binding,
 * nonce), where the binding is the session (or, before login, an anonymous HttpOnly nonce); the
 * client echoes it in X-CSRFToken. A token planted from another session fails the HMAC, and an
 * Origin / Sec-Fetch-Site check refuses cross-site requests before any token is looked at.
 */
export default fp(
  async (app) => {
    const key = Buffer.from(
      crypto.hkdfSync("sha256", app.config.secrets.csrf, "leca-api", "csrf", 32),
    );
    const names = app.cookieNames;

    const sign = (binding: string, nonce: string) =>
      crypto.createHmac("sha256", key).update(`${binding}|${nonce}`).digest("base64url");
    const issue = (binding: string) => {
      // randomUUID draws from a pooled entropy buffer: far cheaper per call than randomBytes.
      const nonce = crypto.randomUUID().replace(/-/g, "");
      return `${nonce}.${sign(binding, nonce)}`;
    };
    const isValid = (token: string | undefined, binding: string | null) => {
      if (!token || !binding) return false;
      const [nonce, mac] = token.split(".");
      if (!nonce || !mac) return false;
      const expected = Buffer.from(sign(binding, nonce));
      const given = Buffer.from(mac);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    };

    /** The session behind the request: access token, else refresh token, else anonymous nonce. */
    const bindingOf = (request: FastifyRequest): string | null => {
      const sid = request.accessSessionId() ?? app.readRefreshToken(request)?.sid;
      if (sid) return sessionBinding(sid);
      const anon = request.cookies[names.anon];
      return anon ? `a:${anon}` : null;
    };

    const selfOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
    const isCrossSite = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const site = request.headers["sec-fetch-site"];
      const allowed = (value: string) =>
        value === selfOrigin(request) || app.config.allowedOrigins.includes(value);
      if (origin !== undefined && !allowed(origin)) return true;
      return site === "cross-site" || (site === "same-site" && origin === undefined);
    };

    app.decorateReply("csrfBinding", null);

    /** Why an unsafe API request is refused (cross-site, or no valid token), or null. */
    const refusal = (request: FastifyRequest): HttpError | null => {
      const path = routePath(request);
      if (!isApiPath(path) || EXEMPT.some((re) => re.test(path))) return null;
      if (isCrossSite(request)) return new HttpError(403, "CROSS_SITE_REQUEST", "csrf.crossSite");
      const header = request.headers["x-csrftoken"];
      const cookieToken = request.cookies[names.csrf];
      if (
        typeof header !== "string" ||
        header !== cookieToken ||
        !isValid(header, bindingOf(request))
      ) {
        return new HttpError(403, "CSRF_FAILED", "csrf.failed");
      }
      return null;
    };

    // Every request passes here: a read (most of them) is let through on its method alone.
    app.addHook("onRequest", (request, _reply, done) => {
      done(UNSAFE.has(request.method) ? (refusal(request) ?? undefined) : undefined);
    });

    // Public images are cached for a year by browsers and proxies: no cookie may ride along.
    const isMediaRead = (request: FastifyRequest, path: string) =>
      (request.method === "GET" || request.method === "HEAD") && path.startsWith("/api/media/");

    /**
     * Whether a client with no session and no anonymous id should get one (and a token) with
     * this answer: only where an unsafe request can follow. Every public page view asks
     * /api/is-admin, and the site build reads the API: handing each of them two cookies cost
     * every visitor a Set-Cookie and made their answers uncacheable. The spec's client reads
     * the token from the cookie an earlier answer left, so a visitor's check sent from the
     * sign-in page, the contact page or the dashboard still leaves one.
     */
    const wantsToken = (request: FastifyRequest, path: string) => {
      if (UNSAFE.has(request.method) || path === BOOTSTRAP_PATH) return true;
      const referer = request.headers.referer;
      if (!referer) return false;
      try {
        const from = new URL(referer);
        // The page first: most views are of pages no form is on, and they end here.
        if (!WRITING_PAGE.test(from.pathname)) return false;
        // Through URL, as the Referer's origin is: both then drop a default port.
        return (
          from.origin === new URL(selfOrigin(request)).origin ||
          app.config.allowedOrigins.includes(from.origin)
        );
      } catch {
        return false;
      }
    };

    /**
     * Tokens this process has found valid for a binding. Only whether the answer must carry a
     * fresh token is read from here (a signed-in client sends the same one with every request,
     * and re-checking its HMAC each time changed nothing); the check that lets an unsafe request
     * through always computes it.
     */
    const stillValid = new Map<string, string>();
    const isStillValid = (token: string | undefined, binding: string) => {
      if (token !== undefined && stillValid.get(token) === binding) return true;
      if (!isValid(token, binding)) return false;
      if (stillValid.size >= 10_000) stillValid.clear();
      stillValid.set(token!, binding);
      return true;
    };

    // A client with a session (or an anonymous id) leaves every API answer holding a token valid
    // for it; one without gets a token only where it will need one (wantsToken).
    app.addHook("onSend", (request, reply, _payload, done) => {
      const path = routePath(request);
      if (!isApiPath(path) || isMediaRead(request, path)) return done();
      let binding = reply.csrfBinding ?? bindingOf(request);
      if (!binding) {
        if (!wantsToken(request, path)) return done();
        const anon = crypto.randomUUID().replace(/-/g, "");
        reply.setCookie(names.anon, anon, app.cookieOptions("httpOnly"));
        binding = `a:${anon}`;
      }
      if (reply.csrfBinding === null && isStillValid(request.cookies[names.csrf], binding)) {
        return done();
      }
      reply.setCookie(names.csrf, issue(binding), app.cookieOptions("readable"));
      done();
    });
  },
  { name: "csrf", dependencies: ["core", "tokens", "auth"] },
);

/** After logout the client is anonymous again: a fresh nonce, so old tokens stop working. */
export function anonymousBinding(reply: FastifyReply, anonCookie: string, cookieOptions: object) {
  const anon = crypto.randomBytes(18).toString("base64url");
  reply.setCookie(anonCookie, anon, cookieOptions);
  reply.csrfBinding = `a:${anon}`;
}
