import fp from "fastify-plugin";
import { ITEM_KINDS, type ItemKindName, type KindTypesOf } from "@leca/shared/contracts";
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
    // One service per kind, each typed by its kind's contracts.
    const serviceOf = <K extends ItemKindName>(kind: K) =>
      new ItemService<KindTypesOf<K>>(deps, ITEM_SPECS[kind]);
    const services = Object.fromEntries(
      ITEM_KINDS.map((kind) => [kind, serviceOf(kind)]),
    ) as unknown as ItemServices;
    app.decorate("items", services);
  },
  { name: "items", dependencies: ["core", "auth", "builds", "audit"] },
);
