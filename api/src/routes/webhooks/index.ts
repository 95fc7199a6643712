import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeOf } from "../../lib/route-of";
import { HttpError, notFound } from "../../lib/http-error";
import {
  applyDeployNotification,
  deployNotificationSchema,
  netlifySignatureChecker,
} from "../../services/builds/netlify-webhook";
import { buildFinished } from "../../services/builds/run";

const MAX_BODY = 256 * 1024;

/** Server-to-server notifications. Exempt from CSRF: each proves itself with a signature instead. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.builds.webhookSecret;
  const signedBy = secret ? netlifySignatureChecker(secret) : null;

  // The signature covers the exact bytes sent, so this context keeps JSON bodies as raw text and
  // parses them only after the signature holds.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: MAX_BODY },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...routeOf("webhooks", "netlify"),
    handler: async (request) => {
      if (!signedBy) throw notFound();
      const signature = request.headers["x-webhook-signature"];
      const raw = request.body ?? "";
      if (!signedBy(typeof signature === "string" ? signature : undefined, raw)) {
        throw new HttpError(401, "UNAUTHORIZED", "webhook.signature");
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new HttpError(400, "VALIDATION_FAILED", "server.badRequest");
      }
      const deploy = deployNotificationSchema.safeParse(parsed);
      if (!deploy.success) throw new HttpError(400, "VALIDATION_FAILED", "server.badRequest");
      const { result, build } = await applyDeployNotification(app.store, deploy.data, app.now());
      // A Netlify build ends here, not in the local runner (services/builds/run.ts).
      if (result === "applied" && (build.status === "succeeded" || build.status === "failed")) {
        await app.audit.record(buildFinished(build, build.status));
      }
      request.log.info(
        { deploy: deploy.data.id, state: deploy.data.state, build: build?.id ?? null, result },
        "netlify deploy notification",
      );
      // A repeat is answered 200 like the first delivery: Netlify delivers at least once and
      // retries what does not get a 2xx, so a 409 would only bring the same bytes back again.
      return { ok: true as const };
    },
  });
};

export default webhookRoutes;
