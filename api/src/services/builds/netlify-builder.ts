import { buildReasonsInEnglish } from "@leca/shared/contracts";
import type { Builder, BuildOutcome } from "./builder";

const HOOK_TIMEOUT_MS = 15_000;
/** Netlify shows this much of a deploy's title in its list. */
const MAX_TITLE = 200;

/**
 * The title a deploy gets for a build: its reason, then the build's id. Netlify echoes the title
 * in every deploy notification, which is how the webhook ties a deploy it does not know yet to
 * the build that asked for it (netlify-webhook.ts), never to whichever build is newest.
 */
export function deployTitle(build: { id: string; reason: string }): string {
  const tag = ` [build ${build.id}]`;
  // Netlify's deploy list is read in English; the stored reason is coded for the dashboard.
  const reason = buildReasonsInEnglish(build.reason);
  return `${reason.slice(0, MAX_TITLE - tag.length)}${tag}`;
}

/** The build a deploy title names (deployTitle), or null. */
export function buildIdOfTitle(title: string | null | undefined): string | null {
  return /\[build ([0-9A-Za-z-]{1,100})\]$/.exec(title ?? "")?.[1] ?? null;
}

/**
 * Netlify takes a deploy's title from the hook URL's `trigger_title` query parameter (the request
 * body only reaches the build, as INCOMING_HOOK_BODY), so the publish reason goes there, tagged
 * with the build's id.
 */
function hookRequestUrl(hookUrl: string, build: { id: string; reason: string }): URL {
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", deployTitle(build));
  return url;
}

/**
 * Asks Netlify to build by POSTing to the site's build hook. The hook URL is a credential (anyone
 * holding it can trigger builds), so nothing here writes it, or an error that might quote it, to
 * the log tail or the app log.
 */
export function netlifyBuilder(hookUrl: string): Builder {
  return {
    kind: "netlify",
    async run(build, log, signal): Promise<BuildOutcome> {
      let response: Response;
      try {
        response = await fetch(hookRequestUrl(hookUrl, build), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ build_id: build.id, reason: build.reason }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(HOOK_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        const name = (error as { name?: unknown }).name;
        log(
          `the build hook could not be reached (${typeof cause === "string" ? cause : String(name)})`,
        );
        return "failed";
      }
      if (!response.ok) {
        log(`the build hook answered HTTP ${response.status}`);
        return "failed";
      }
      log("Netlify accepted the build; waiting for its deploy notification");
      return "pending";
    },
  };
}
