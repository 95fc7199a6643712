import fp from "fastify-plugin";
import type { ItemKindName } from "@leca/shared/contracts";
import type { AuditEvent } from "../services/audit/audit-log";
import { ItemService } from "../services/items/item-service";
import { galleryKind, type GalleryTypes } from "../services/items/gallery";
import { newsKind, type NewsTypes } from "../services/items/news";

/** Each content kind's types: a kind in ITEM_KINDS that is missing here fails to compile. */
interface KindTypesByName {
  news: NewsTypes;
  gallery: GalleryTypes;
}
/** One service per content kind, keyed by its name (`app.items.news`, ...). */
export type ItemServices = { [K in ItemKindName]: ItemService<KindTypesByName[K]> };

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
      news: new ItemService(deps, newsKind),
      gallery: new ItemService(deps, galleryKind),
    };
    // One decorator for every kind: the record above is the only line a new kind adds here, and
    // the compiler asks for it.
    app.decorate("items", services);
  },
  { name: "items", dependencies: ["core", "auth", "builds", "audit"] },
);
