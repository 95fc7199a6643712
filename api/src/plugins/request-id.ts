import fp from "fastify-plugin";

/**
 * Every answer names its request id (X-Request-Id), the same one every log line of the request
 * carries as `reqId` and error bodies as `requestId`: what a user quotes is what the log shows.
 */
export default fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
  },
  { name: "request-id" },
);
