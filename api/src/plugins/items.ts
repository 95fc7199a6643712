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
/** One service per content kind, each a decorator named by its kind (`app.news`, ...). */
export type ItemServices = { [K in ItemKindName]: ItemService<KindTypesByName[K]> };

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only adds the services
  interface FastifyInstance extends ItemServices {}
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
    // One line per kind: Fastify's decorate types each name's value on its own, which a loop over
    // ITEM_KINDS cannot give it (the name and the service would be unions). The routes' tests
    // fail for a kind whose line is missing.
    app.decorate("news", services.news);
    app.decorate("gallery", services.gallery);
  },
  { name: "items", dependencies: ["core", "auth", "builds", "audit"] },
);
