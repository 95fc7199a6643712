import type { NodePluginArgs } from "gatsby";
import { fetchRemoteFile } from "gatsby-core-utils";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
import type {
  GalleryItem,
  ItemKindName,
  ItemStamp,
  LocalizedText,
  NewsItem,
} from "@leca/shared/contracts";
import { fieldsOf, KINDS, type Field } from "@leca/shared/kinds";
import { fetchAll, fetchWhole, mediaUrl } from "./fetch-items";
import { focusCropFile, type CropName } from "./focus-crop";
import { renderLocalizedMarkdown } from "./markdown";
import { NODE_EXTRAS, nodeTypeOf } from "./node-extras";
import { markdownNodeField } from "./schema";
import { sourceItems, type SourceArgs } from "./source-items";

type Args = SourceArgs & Pick<NodePluginArgs, "getCache" | "reporter">;
/** A picture as the API answers it, and one of a list with its caption. */
type Picture = NonNullable<NewsItem["cover"]>;
type Image = GalleryItem["images"][number];
/** An item as the API answers it: its stamp, and its fields by name (its kind's config). */
type ApiItem = ItemStamp & Record<string, unknown>;

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
function pictureFile(image: Picture, parentNodeId: string, args: Args) {
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
async function cropFile(image: Picture, crop: CropName, parentNodeId: string, args: Args) {
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
async function imageFields(image: Picture, parentNodeId: string, args: Args) {
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

/** A stored field as the node keeps it: Markdown rendered, pictures with their files. */
async function nodeValueOf(field: Field, value: unknown, id: string, args: Args): Promise<unknown> {
  switch (field.type) {
    case "text":
      return value;
    case "markdown":
      return renderLocalizedMarkdown(value as LocalizedText);
    case "picture":
      return value ? imageFields(value as Picture, id, args) : null;
    case "pictures": {
      // One after another: a gallery's pictures download and crop in order, not all at once.
      const images = [];
      for (const image of value as Image[]) {
        images.push({ ...(await imageFields(image, id, args)), caption: image.caption });
      }
      return images;
    }
  }
}

/** One kind's nodes, from the API's published items, made again only for items that changed. */
export async function sourceKind(kind: ItemKindName, args: Args): Promise<number> {
  const stamps = await fetchAll<ItemStamp>(kind, undefined, "version");
  const fields = fieldsOf(KINDS[kind]);
  const counts = await sourceItems(args, {
    type: nodeTypeOf(kind),
    prefix: kind,
    stamps,
    fetchWhole: (changed) => fetchWhole<ApiItem>(kind, changed, stamps.length),
    toNode: async (item, id) => {
      const node: Record<string, unknown> = { slug: item.slug };
      for (const [name, field] of fields) {
        const key = field.type === "markdown" ? markdownNodeField(name) : name;
        node[key] = await nodeValueOf(field, item[name], id, args);
      }
      return {
        ...node,
        ...NODE_EXTRAS[kind].of(node),
        publishedAt: publishedOf(item),
        updatedAt: item.updatedAt,
      };
    },
  });
  report(args, kind, counts);
  return stamps.length;
}
