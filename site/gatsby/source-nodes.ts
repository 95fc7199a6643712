import type { NodePluginArgs } from "gatsby";
import { createRemoteFileNode } from "gatsby-source-filesystem";
import type { ApiGallery, ApiImage, ApiNews } from "./api-types";
import { fetchAll, mediaUrl } from "./fetch-items";
import { renderLocalizedMarkdown } from "./markdown";

type Args = Pick<
  NodePluginArgs,
  "actions" | "createNodeId" | "createContentDigest" | "getCache" | "reporter"
>;

/** Downloads an image once into Gatsby's cache; sharp then makes the WebP sizes and the fallback. */
async function imageFields(image: ApiImage, parentNodeId: string, args: Args) {
  const file = await createRemoteFileNode({
    url: mediaUrl(image.url),
    parentNodeId,
    createNode: args.actions.createNode,
    createNodeId: args.createNodeId,
    getCache: args.getCache,
  });
  return { width: image.width, height: image.height, alt: image.alt, fileId: file.id };
}

const publishedOf = (item: { publishedAt: string | null; updatedAt: string }) =>
  item.publishedAt ?? item.updatedAt;

export async function sourceNews(args: Args): Promise<number> {
  const items = await fetchAll<ApiNews>("news");
  for (const item of items) {
    const id = args.createNodeId(`news-${item.id}`);
    const node = {
      id,
      slug: item.slug,
      title: item.title,
      excerpt: item.excerpt,
      bodyHtml: renderLocalizedMarkdown(item.body),
      cover: item.cover ? await imageFields(item.cover, id, args) : null,
      publishedAt: publishedOf(item),
      updatedAt: item.updatedAt,
    };
    args.actions.createNode({
      ...node,
      internal: { type: "NewsItem", contentDigest: args.createContentDigest(node) },
    });
  }
  return items.length;
}

export async function sourceGallery(args: Args): Promise<number> {
  const items = await fetchAll<ApiGallery>("gallery");
  for (const item of items) {
    const id = args.createNodeId(`gallery-${item.id}`);
    const images = [];
    for (const image of item.images) {
      images.push({ ...(await imageFields(image, id, args)), caption: image.caption });
    }
    const node = {
      id,
      slug: item.slug,
      title: item.title,
      description: item.description,
      images,
      // What stands for the gallery in lists and link previews, so they need not load every picture.
      cover: images[0] ?? null,
      pictureCount: images.length,
      publishedAt: publishedOf(item),
      updatedAt: item.updatedAt,
    };
    args.actions.createNode({
      ...node,
      internal: { type: "GalleryItem", contentDigest: args.createContentDigest(node) },
    });
  }
  return items.length;
}
