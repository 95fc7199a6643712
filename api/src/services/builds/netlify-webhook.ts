import crypto from "node:crypto";
import { createVerifier } from "fast-jwt";
import { z } from "zod";
import type { BuildChanges, BuildRecord, Store } from "../../store/types";
import { appendToTail } from "./log-tail";

/**
 * Netlify signs each deploy notification with a JWS (HS256, the shared secret) whose payload names
 * the issuer and the SHA-256 of the exact body bytes. Both must hold, or the body may be forged.
 */
export function netlifySignatureChecker(secret: string) {
  const verify = createVerifier({ key: secret, algorithms: ["HS256"], allowedIss: "netlify" });
  return (token: string | undefined, rawBody: string): boolean => {
    if (!token) return false;
    let claims: { sha256?: unknown };
    try {
      claims = verify(token) as { sha256?: unknown };
    } catch {
      return false;
    }
    if (typeof claims.sha256 !== "string") return false;
    const expected = Buffer.from(crypto.createHash("sha256").update(rawBody).digest("hex"));
    const given = Buffer.from(claims.sha256.toLowerCase());
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };
}

/** The part of Netlify's deploy object this API reads. */
export const deployNotificationSchema = z.looseObject({
  id: z.string().min(1).max(100).optional(),
  state: z.string().max(50).optional(),
  error_message: z.string().nullish(),
});
export type DeployNotification = z.infer<typeof deployNotificationSchema>;

const STATUS_OF: Record<string, BuildRecord["status"]> = {
  building: "building",
  ready: "succeeded",
  error: "failed",
};

/** The build a notification is about: by deploy id, else the newest unfinished Netlify build. */
async function findBuild(store: Store, deployId: string | undefined): Promise<BuildRecord | null> {
  const recent = await store.builds.list(50);
  const known = deployId ? recent.find((build) => build.externalId === deployId) : undefined;
  return (
    known ??
    recent.find(
      (build) =>
        build.builder === "netlify" &&
        build.externalId === null &&
        (build.status === "queued" || build.status === "building"),
    ) ??
    null
  );
}

/** Applies a verified deploy notification; returns the build it updated, if any. */
export async function applyDeployNotification(
  store: Store,
  deploy: DeployNotification,
  now: Date,
): Promise<BuildRecord | null> {
  const status = deploy.state ? STATUS_OF[deploy.state] : undefined;
  if (!status) return null;
  const build = await findBuild(store, deploy.id);
  if (!build) return null;
  const finished = build.status === "succeeded" || build.status === "failed";
  // A late "building" must not reopen a build that already ended.
  if (status === "building" && finished) return null;
  let logTail = appendToTail(build.logTail, `Netlify: deploy ${deploy.state}`);
  if (deploy.error_message) logTail = appendToTail(logTail, deploy.error_message);
  const changes: BuildChanges = { status, logTail, externalId: deploy.id ?? build.externalId };
  if (status === "building") changes.startedAt = build.startedAt ?? now;
  else changes.finishedAt = now;
  return store.builds.update(build.id, changes);
}
