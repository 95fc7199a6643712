import type { NodePluginArgs } from "gatsby";
import { fetchRemoteFile } from "gatsby-core-utils";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
import type { ApiGallery, ApiImage, ApiNews } from "./api-types";
import { fetchAll, mediaUrl } from "./fetch-items";
import { renderLocalizedMarkdown } from "./markdown";
import { sourceItems, type SourceArgs } from "./source-items";

type Args = SourceArgs & Pick<NodePluginArgs, "getCache" | "reporter">;

/** One File node per picture URL in a build, however many items show that picture. */
const fileNodes = new Map<string, Promise<{ id: string }>>();

/**
 * A picture's File node, as createRemoteFileNode makes it, but with the media id as the
 * download's cache key: the API serves a media id's bytes unchanged forever, so a warm build
 * takes the file it downloaded before without asking. createRemoteFileNode asked again for
 * every picture on every build, and as the media URLs have no file extension its check for the
 * cached file always missed: each build downloaded every picture again and rewrote it.
 */
function pictureFile(image: ApiImage, parentNodeId: string, args: Args): Promise<{ id: string }> {
  const url = mediaUrl(image.url);
  let node = fileNodes.get(url);
  if (!node) {
    node = (async () => {
      const filename = await fetchRemoteFile({
        url,
        cache: args.getCache("gatsby-source-filesystem"),
        cacheKey: image.mediaId,
      });
      const file = await createFileNode(filename, args.createNodeId, {});
      // gatsby-source-filesystem owns File nodes (as createRemoteFileNode makes them).
      await args.actions.createNode(
        {
          ...file,
          url,
          parent: parentNodeId,
          internal: { ...file.internal, description: `File "${url}"` },
        },
        { name: "gatsby-source-filesystem" },
      );
      return file;
    })();
    fileNodes.set(url, node);
  }
  return node;
}

/** The picture for sharp, which makes the WebP sizes and the fallback from it. */
async function imageFields(image: ApiImage, parentNodeId: string, args: Args) {
  const file = await pictureFile(image, parentNodeId, args);
  return { width: image.width, height: image.height, alt: image.alt, fileId: file.id };
}

const publishedOf = (item: { publishedAt: string | null; updatedAt: string }) =>
  item.publishedAt ?? item.updatedAt;

const report = (args: Args, kind: string, counts: Awaited<ReturnType<typeof sourceItems>>) =>
  args.reporter.info(
    `${kind}: ${counts.created} made, ${counts.kept} unchanged since the last build, ` +
      `${counts.deleted} removed`,
  );

export async function sourceNews(args: Args): Promise<number> {
  const items = await fetchAll<ApiNews>("news");
  const counts = await sourceItems(args, {
    type: "NewsItem",
    prefix: "news",
    items,
    toNode: async (item, id) => ({
      slug: item.slug,
      title: item.title,
      excerpt: item.excerpt,
      bodyHtml: renderLocalizedMarkdown(item.body),
      cover: item.cover ? await imageFields(item.cover, id, args) : null,
      publishedAt: publishedOf(item),
      updatedAt: item.updatedAt,
    }),
  });
  report(args, "news", counts);
  return items.length;
}

export async function sourceGallery(args: Args): Promise<number> {
  const items = await fetchAll<ApiGallery>("gallery");
  const counts = await sourceItems(args, {
    type: "GalleryItem",
    prefix: "gallery",
    items,
    toNode: async (item, id) => {
      const images = [];
      for (const image of item.images) {
        images.push({ ...(await imageFields(image, id, args)), caption: image.caption });
      }
      return {
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
    },
  });
  report(args, "gallery", counts);
  return items.length;
}
