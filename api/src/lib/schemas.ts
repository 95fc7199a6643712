import type { FastifyReply } from "fastify";

/**
 * A 204: sent without a payload, so the (empty) body skips the response schema's serializer
 * (zod parsing `null` to write "null", which HTTP then drops). The route's 204 schema still
 * documents the answer.
 */
export const noContent = (reply: FastifyReply) => reply.code(204).send();
