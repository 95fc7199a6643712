import fp from "fastify-plugin";
import type { FastifyRequest, RouteOptions } from "fastify";

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Schema = { safeParse?: (value: unknown) => { success: boolean } };

/** No body schema, or one that accepts no body at all; a multipart route reads its own stream. */
function readsNoInput(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  if (!methods.some((method) => WITH_BODY.has(method))) return false;
  const schema = route.schema as { body?: Schema; consumes?: unknown } | undefined;
  if (schema?.consumes) return false;
  const body = schema?.body;
  return body === undefined || body.safeParse?.(undefined).success === true;
}

const isEmpty = (request: FastifyRequest) => {
  const length = request.headers["content-length"];
  return length === "0" || (length === undefined && !request.headers["transfer-encoding"]);
};

/** An empty body's label is dropped, so Fastify has no content type to judge. */
const dropLabel = async (request: FastifyRequest) => {
  if (isEmpty(request)) delete request.headers["content-type"];
};

/**
 * A POST or DELETE without data is labelled differently by every client: axios in Node says it
 * is a form, many fetch wrappers say JSON, browsers say nothing. Fastify judges the label before
 * it looks at the (empty) body, with a 415 or a 400, so the spec's own refresh and logout calls
 * failed. On routes that read no input, an empty body is no body, whatever its label says;
 * routes that take a body keep refusing other formats.
 */
export default fp(
  async (app) => {
    app.addHook("onRoute", (route) => {
      if (!readsNoInput(route)) return;
      route.onRequest = [dropLabel, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: "bodyless" },
);
