import fp from "fastify-plugin";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "@leca/shared/contracts";
import { HttpError } from "../lib/http-error";

/** Fastify's own errors (body parsing, limits) mapped to our codes and message keys. */
const FASTIFY_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "server.tooLarge"],
  FST_REQ_FILE_TOO_LARGE: [413, "PAYLOAD_TOO_LARGE", "server.tooLarge"],
  FST_FILES_LIMIT: [413, "PAYLOAD_TOO_LARGE", "server.tooLarge"],
  FST_PARTS_LIMIT: [413, "PAYLOAD_TOO_LARGE", "server.tooLarge"],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "server.unsupportedType"],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "UNSUPPORTED_MEDIA_TYPE", "server.unsupportedType"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "VALIDATION_FAILED", "server.badRequest"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "VALIDATION_FAILED", "server.badRequest"],
};

/** "body.title.en" -> "title.en"; a form maps that path to its field. */
const fieldPath = (instancePath: string) => instancePath.replace(/^\//, "").replace(/\//g, ".");

/**
 * One error handler: 4xx replies say what was wrong in the caller's language, with per-field
 * errors for forms; 5xx replies never carry internals (the log has them).
 */
export default fp(
  async (app) => {
    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      code: ErrorCode,
      key: string,
      extra: Partial<ApiErrorBody> & { vars?: Record<string, string | number> } = {},
    ) => {
      const { vars, ...rest } = extra;
      const body: ApiErrorBody = {
        statusCode: status,
        code,
        message: app.translator.t(request.lang, key, vars),
        ...rest,
        requestId: request.id,
      };
      return reply.code(status).header("cache-control", "no-store").send(body);
    };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        const { fields, vars, headers, details } = error.options;
        if (headers) reply.headers(headers);
        const fieldErrors = fields
          ? Object.fromEntries(
              Object.entries(fields).map(([field, entry]) => {
                const { key, vars: own } = typeof entry === "string" ? { key: entry, vars } : entry;
                return [field, { code: key, message: app.translator.t(request.lang, key, own) }];
              }),
            )
          : undefined;
        return send(request, reply, error.statusCode, error.code, error.messageKey, {
          vars,
          ...(fieldErrors ? { fieldErrors } : {}),
          ...(details ? { details } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: NonNullable<ApiErrorBody["fieldErrors"]> = {};
        for (const issue of error.validation) {
          const field = fieldPath(issue.instancePath) || "_";
          if (fieldErrors[field]) continue;
          // Our schemas use message keys; anything else (zod's own text) gets the generic key.
          const message = issue.message ?? "";
          const key = app.translator.has(message) ? message : "validation.invalid";
          // A schema's limit is the message's {{count}} ("at most {{count}} images"), which also
          // picks its plural form: the limit is stated once, in the schema.
          const { maximum } = issue.params;
          const vars: Record<string, number> =
            typeof maximum === "number" ? { count: maximum } : {};
          fieldErrors[field] = { code: key, message: app.translator.t(request.lang, key, vars) };
        }
        return send(request, reply, 400, "VALIDATION_FAILED", "validation.failed", { fieldErrors });
      }
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      if (known) return send(request, reply, known[0], known[1], known[2]);
      if (error.statusCode === 429) {
        return send(request, reply, 429, "RATE_LIMITED", "server.rateLimited", {
          vars: { count: Number(reply.getHeader("retry-after") ?? 60) },
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return send(request, reply, error.statusCode, "VALIDATION_FAILED", "server.badRequest");
      }
      request.log.error({ err: error }, "request failed");
      return send(request, reply, 500, "INTERNAL_ERROR", "server.error");
    });

    app.setNotFoundHandler((request, reply) =>
      send(request, reply, 404, "NOT_FOUND", "server.notFound"),
    );
  },
  { name: "errors", dependencies: ["core"] },
);
