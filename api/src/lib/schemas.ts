import type { FastifyReply } from "fastify";
import { apiErrorSchema } from "@leca/shared/contracts";

/** The error replies a route can give, for its OpenAPI description and reply validation. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));

/**
 * A 204: sent without a payload, so the (empty) body skips the response schema's serializer
 * (zod parsing `null` to write "null", which HTTP then drops). The route's 204 schema still
 * documents the answer.
 */
export const noContent = (reply: FastifyReply) => reply.code(204).send();
