import fp from "fastify-plugin";
import { ItemService } from "../services/items/item-service";
import { gallerySpec, newsSpec } from "../services/items/kinds";
import type { GalleryData, NewsData } from "../store/types";
import type { GalleryItem, GallerySummary, NewsItem, NewsSummary } from "../contracts";

declare module "fastify" {
  interface FastifyInstance {
    news: ItemService<NewsData, NewsItem, NewsSummary>;
    gallery: ItemService<GalleryData, GalleryItem, GallerySummary>;
  }
}

/** The news and gallery services; publishing through them asks the builds service for a rebuild. */
export default fp(
  async (app) => {
    app.decorate("news", new ItemService(app, newsSpec));
    app.decorate("gallery", new ItemService(app, gallerySpec));
  },
  { name: "items", dependencies: ["core", "auth", "builds"] },
);
