import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import * as z from "zod";
import { EXAMPLE_QUOTE, quoteRequestSchema } from "@leca/shared/contracts";

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs. */
export default fp(
  async (app) => {
    // Here rather than .meta() in the contract: the site's contact form bundles that schema, and
    // the example is for API readers only.
    z.globalRegistry.add(quoteRequestSchema, { example: EXAMPLE_QUOTE });
    await app.register(swagger, {
      openapi: {
        info: {
          title: "LECA website API",
          description: "Auth, news, gallery, media, contact and site rebuilds.",
          version: "1.0.0",
        },
        servers: [{ url: "/" }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "docs", dependencies: ["core"] },
);
