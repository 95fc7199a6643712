import crypto from "node:crypto";
import { createVerifier } from "fast-jwt";
import { z } from "zod";
import type { BuildChanges, BuildRecord, Store } from "../../store/types";
import { appendToTail } from "./log-tail";
import { buildIdOfTitle } from "./netlify-builder";

/** Netlify notifies within seconds of a change; a token older than this is a replay. */
const MAX_AGE_MS = 5 * 60_000;
/** How far Netlify's clock may be ahead of ours before a fresh token looks expired. */
const CLOCK_TOLERANCE_MS = 30_000;

/**
 * Netlify signs each deploy notification with a JWS (HS256, the shared secret) whose payload names
 * the issuer and the SHA-256 of the exact body bytes. Both must hold, or the body may be forged.
 * A token that says when it was issued (iat) or until when it holds (exp) is held to that too;
 * Netlify's carry neither today, so replays are also made harmless by applyDeployNotification.
 */
export function netlifySignatureChecker(secret: string) {
  const verify = createVerifier({
    key: secret,
    algorithms: ["HS256"],
    // allowedIss alone lets a token without `iss` through.
    requiredClaims: ["iss", "sha256"],
    allowedIss: "netlify",
    maxAge: MAX_AGE_MS,
    clockTolerance: CLOCK_TOLERANCE_MS,
  });
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
  // Netlify always sends it; without it a notification cannot be told from a replay.
  id: z.string().min(1).max(100),
  state: z.string().max(50).optional(),
  /** The hook's trigger_title, which names the build that asked for the deploy (deployTitle). */
  title: z.string().max(1000).nullish(),
  error_message: z.string().nullish(),
});
export type DeployNotification = z.infer<typeof deployNotificationSchema>;

const STATUS_OF: Record<string, BuildRecord["status"]> = {
  building: "building",
  ready: "succeeded",
  error: "failed",
};

/**
 * The build a notification is about: the one that already has this deploy id, else the one the
 * deploy's title names, if it is a Netlify build still waiting for its deploy. Never "the newest
 * build": a replayed notification of another deploy (Netlify's tokens carry no time) would then
 * mark the current build succeeded or failed.
 */
async function findBuild(store: Store, deploy: DeployNotification): Promise<BuildRecord | null> {
  const recent = await store.builds.list(50);
  const known = recent.find((build) => build.externalId === deploy.id);
  if (known) return known;
  const named = buildIdOfTitle(deploy.title);
  const build = named ? await store.builds.get(named) : null;
  const waiting =
    build?.builder === "netlify" &&
    build.externalId === null &&
    (build.status === "queued" || build.status === "building");
  return waiting ? build : null;
}

/**
 * "applied": the build changed. "repeated": this deploy already reached this state or ended, so
 * the notification is a replay or a second delivery and changes nothing. "ignored": a state or
 * deploy this API does not track.
 */
export type DeployOutcome =
  | { result: "applied"; build: BuildRecord }
  | { result: "repeated"; build: BuildRecord }
  | { result: "ignored"; build: null };

/**
 * Applies a verified deploy notification. A deploy only moves forward (building, then ready or
 * error) and an ended one never changes again, so a replayed notification (same deploy id and
 * state, or any state once the deploy ended) has no effect: the build keeps its status, times and
 * log. It is still answered 200 (see the webhook route).
 */
export async function applyDeployNotification(
  store: Store,
  deploy: DeployNotification,
  now: Date,
): Promise<DeployOutcome> {
  const status = deploy.state ? STATUS_OF[deploy.state] : undefined;
  if (!status) return { result: "ignored", build: null };
  const build = await findBuild(store, deploy);
  if (!build) return { result: "ignored", build: null };
  const finished = build.status === "succeeded" || build.status === "failed";
  if (finished || (build.externalId === deploy.id && build.status === status))
    return { result: "repeated", build };
  let logTail = appendToTail(build.logTail, `Netlify: deploy ${deploy.state}`);
  if (deploy.error_message) logTail = appendToTail(logTail, deploy.error_message);
  const changes: BuildChanges = { status, logTail, externalId: deploy.id };
  if (status === "building") changes.startedAt = build.startedAt ?? now;
  else changes.finishedAt = now;
  const updated = await store.builds.update(build.id, changes);
  return updated ? { result: "applied", build: updated } : { result: "ignored", build: null };
}
