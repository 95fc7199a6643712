import fp from "fastify-plugin";
import type { ItemKindName, KindTypesOf } from "@leca/shared/contracts";
import type { AuditEvent } from "../services/audit/audit-log";
import { ItemService } from "../services/items/item-service";
import { ITEM_SPECS } from "../services/items/kind-spec";

/** One service per content kind, keyed by its name (`app.items.news`, ...). */
export type ItemServices = { [K in ItemKindName]: ItemService<KindTypesOf<K>> };

declare module "fastify" {
  interface FastifyInstance {
    items: ItemServices;
  }
}

/** Every kind's service; publishing through one asks the builds service for a rebuild. */
export default fp(
  async (app) => {
    const deps = {
      store: app.store,
      now: () => app.now(),
      requestBuild: (reason: string) => app.builds.request(reason),
      audit: (event: AuditEvent) => app.audit.record(event),
    };
    const services: ItemServices = {
      news: new ItemService(deps, ITEM_SPECS.news),
      gallery: new ItemService(deps, ITEM_SPECS.gallery),
    };
    // One decorator for every kind; the compiler asks for a service of each.
    app.decorate("items", services);
  },
  { name: "items", dependencies: ["core", "auth", "builds", "audit"] },
);
