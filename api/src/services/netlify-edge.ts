import net from "node:net";
import { createVerifier } from "fast-jwt";
import type { FastifyRequest } from "fastify";

/** The header Netlify's signed proxy redirects carry: a JWS (HS256) under the shared secret. */
export const SIGNATURE_HEADER = "x-nf-sign";
/** Where Netlify puts the visitor's address on a proxied request. */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

/**
 * The visitor's address behind Netlify's /api proxy (issue 46, finding 5). The proxy's requests
 * come from Netlify's edge servers, so the per-address limits (sign-in, contact, searches) would
 * count the edge: one script would spend every visitor's allowance on it. Netlify signs each
 * proxied request (`Sign=` on the `_redirects` rule): only with that signature valid is its
 * client-address header believed. Without it the request keeps the address Fastify worked out
 * (the socket's, or TRUST_PROXY's), and no forwarded header of the caller's counts.
 */
export function netlifyEdge(secret: string) {
  const verify = createVerifier({
    key: secret,
    algorithms: ["HS256"],
    allowedIss: "netlify",
    // Netlify's tokens live 5 minutes; without exp a leaked one would be good for ever.
    requiredClaims: ["iss", "exp"],
    clockTolerance: 30_000,
    // Netlify signs per deploy context, not per request: the same token comes many times.
    cache: 1000,
  });
  return {
    /** The visitor's address if the request is Netlify's, signed; otherwise null. */
    clientAddress(request: FastifyRequest): string | null {
      const token = request.headers[SIGNATURE_HEADER];
      const address = request.headers[CLIENT_ADDRESS_HEADER];
      if (typeof token !== "string" || typeof address !== "string") return null;
      try {
        verify(token);
      } catch {
        return null;
      }
      const ip = address.trim();
      return net.isIP(ip) ? ip : null;
    },
  };
}
