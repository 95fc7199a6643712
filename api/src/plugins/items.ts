import fp from "fastify-plugin";
import { ItemService } from "../services/items/item-service";
import { galleryKind } from "../services/items/gallery";
import { newsKind } from "../services/items/news";
import type {
  GalleryInput,
  GalleryItem,
  GalleryPatch,
  GallerySummary,
  NewsInput,
  NewsItem,
  NewsPatch,
  NewsSummary,
} from "../contracts";

declare module "fastify" {
  interface FastifyInstance {
    news: ItemService<"news", NewsInput, NewsPatch, NewsItem, NewsSummary>;
    gallery: ItemService<"gallery", GalleryInput, GalleryPatch, GalleryItem, GallerySummary>;
  }
}

/** The news and gallery services; publishing through them asks the builds service for a rebuild. */
export default fp(
  async (app) => {
    const deps = {
      store: app.store,
      now: () => app.now(),
      requestBuild: (reason: string) => app.builds.request(reason),
    };
    app.decorate("news", new ItemService(deps, newsKind));
    app.decorate("gallery", new ItemService(deps, galleryKind));
  },
  { name: "items", dependencies: ["core", "auth", "builds"] },
);
