import fp from "fastify-plugin";
import type { AuditEvent } from "../services/audit/audit-log";
import { ItemService } from "../services/items/item-service";
import { galleryKind, type GalleryTypes } from "../services/items/gallery";
import { newsKind, type NewsTypes } from "../services/items/news";

declare module "fastify" {
  interface FastifyInstance {
    news: ItemService<NewsTypes>;
    gallery: ItemService<GalleryTypes>;
  }
}

/** The news and gallery services; publishing through them asks the builds service for a rebuild. */
export default fp(
  async (app) => {
    const deps = {
      store: app.store,
      now: () => app.now(),
      requestBuild: (reason: string) => app.builds.request(reason),
      audit: (event: AuditEvent) => app.audit.record(event),
    };
    app.decorate("news", new ItemService(deps, newsKind));
    app.decorate("gallery", new ItemService(deps, galleryKind));
  },
  { name: "items", dependencies: ["core", "auth", "builds", "audit"] },
);
