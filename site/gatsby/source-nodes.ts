import type { NodePluginArgs } from "gatsby";
import { fetchRemoteFile } from "gatsby-core-utils";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
import type { ApiGallery, ApiImage, ApiNews, ApiStamp } from "./api-types";
import { fetchAll, fetchWhole, mediaUrl } from "./fetch-items";
import { focusCropFile, type CropName } from "./focus-crop";
import { renderLocalizedMarkdown } from "./markdown";
import { sourceItems, type SourceArgs } from "./source-items";

type Args = SourceArgs & Pick<NodePluginArgs, "getCache" | "reporter">;

/** One File node per picture (and per focused crop of it) in a build, however many items show it. */
const fileNodes = new Map<string, Promise<{ id: string; absolutePath: string }>>();

/** A File node for a file on disk, owned by gatsby-source-filesystem as createRemoteFileNode's are. */
async function fileNode(filename: string, url: string, parentNodeId: string, args: Args) {
  const file = await createFileNode(filename, args.createNodeId, {});
  await args.actions.createNode(
    {
      ...file,
      url,
      parent: parentNodeId,
      internal: { ...file.internal, description: `File "${url}"` },
    },
    { name: "gatsby-source-filesystem" },
  );
  return file as typeof file & { absolutePath: string };
}

/** Made once per key in a build. */
function once(key: string, make: () => Promise<{ id: string; absolutePath: string }>) {
  let node = fileNodes.get(key);
  if (!node) fileNodes.set(key, (node = make()));
  return node;
}

/**
 * A picture's File node, as createRemoteFileNode makes it, but with the media id as the
 * download's cache key: the API serves a media id's bytes unchanged forever, so a warm build
 * takes the file it downloaded before without asking. createRemoteFileNode asked again for
 * every picture on every build, and as the media URLs have no file extension its check for the
 * cached file always missed: each build downloaded every picture again and rewrote it.
 */
function pictureFile(image: ApiImage, parentNodeId: string, args: Args) {
  const url = mediaUrl(image.url);
  return once(url, async () => {
    const filename = await fetchRemoteFile({
      url,
      cache: args.getCache("gatsby-source-filesystem"),
      cacheKey: image.mediaId,
    });
    return fileNode(filename, url, parentNodeId, args);
  });
}

/**
 * The picture cut to one of the site's shapes around the focal point the admin chose; without
 * one, the picture itself (sharp then crops it by its own judgement, as before focal points).
 */
async function cropFile(image: ApiImage, crop: CropName, parentNodeId: string, args: Args) {
  const original = await pictureFile(image, parentNodeId, args);
  const { focus } = image;
  if (!focus) return original;
  const url = `${mediaUrl(image.url)}#${crop}@${focus.x},${focus.y}`;
  return once(url, async () => {
    const dir = args.getCache("leca-focus-crops").directory;
    const filename = await focusCropFile(original.absolutePath, dir, image.mediaId, focus, crop);
    return fileNode(filename, url, parentNodeId, args);
  });
}

/** The picture for sharp, which makes the WebP sizes from it: whole, and cut to each shape. */
async function imageFields(image: ApiImage, parentNodeId: string, args: Args) {
  const [file, card, wide] = await Promise.all([
    pictureFile(image, parentNodeId, args),
    cropFile(image, "card", parentNodeId, args),
    cropFile(image, "wide", parentNodeId, args),
  ]);
  return {
    width: image.width,
    height: image.height,
    alt: image.alt,
    fileId: file.id,
    cardFileId: card.id,
    wideFileId: wide.id,
  };
}

const publishedOf = (item: { publishedAt: string | null; updatedAt: string }) =>
  item.publishedAt ?? item.updatedAt;

const report = (args: Args, kind: string, counts: Awaited<ReturnType<typeof sourceItems>>) =>
  args.reporter.info(
    `${kind}: ${counts.created} made, ${counts.kept} unchanged since the last build, ` +
      `${counts.deleted} removed`,
  );

export async function sourceNews(args: Args): Promise<number> {
  const stamps = await fetchAll<ApiStamp>("news", undefined, "version");
  const counts = await sourceItems(args, {
    type: "NewsItem",
    prefix: "news",
    stamps,
    fetchWhole: (changed) => fetchWhole<ApiNews>("news", changed, stamps.length),
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
  return stamps.length;
}

export async function sourceGallery(args: Args): Promise<number> {
  const stamps = await fetchAll<ApiStamp>("gallery", undefined, "version");
  const counts = await sourceItems(args, {
    type: "GalleryItem",
    prefix: "gallery",
    stamps,
    fetchWhole: (changed) => fetchWhole<ApiGallery>("gallery", changed, stamps.length),
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
  return stamps.length;
}
