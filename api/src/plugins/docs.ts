import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import * as z from "zod";
import { EXAMPLE_QUOTE, quoteRequestSchema } from "@leca/shared/contracts";
import { notFound } from "../lib/http-error";

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
    // The document maps every route and field: in production a map for admins only, unless
    // API_DOCS=public says otherwise. 404 to anyone else, as if there were none.
    const adminsOnly = app.config.docs === "admin";
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      staticCSP: true,
      uiHooks: {
        onRequest: async (request) => {
          if (adminsOnly && !(await request.isAdmin())) throw notFound();
        },
      },
    });
  },
  { name: "docs", dependencies: ["core", "auth"] },
);
