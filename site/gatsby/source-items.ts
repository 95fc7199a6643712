import type { NodePluginArgs } from "gatsby";
import type { ItemStamp as ApiStamp } from "@leca/shared/contracts";
import { sourcingCodeDigest } from "./sourcing-code";

export type SourceArgs = Pick<
  NodePluginArgs,
  "actions" | "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType"
>;

/** A node of ours: its pictures, in any of its fields, are File nodes named by `fileId`. */
interface ItemNode {
  id: string;
  internal: { contentDigest: string };
  [field: string]: unknown;
}

const isPicture = (value: unknown): value is { fileId: string } =>
  typeof value === "object" && value !== null && "fileId" in value;

/** The pictures a node holds: one in a field (a cover) or a list of them (images). */
const picturesOfNode = (node: ItemNode) =>
  Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter(isPicture),
  );

/** A stamp's own fields: a whole item carries them too, and the two must digest alike. */
const stampOf = ({ id, slug, status, publishedAt, updatedAt, version }: ApiStamp): ApiStamp => ({
  id,
  slug,
  status,
  publishedAt,
  updatedAt,
  version,
});

/**
 * The nodes of one kind, made only for items that are new or changed since the last build. The
 * API lists every item's stamp (id, slug, status, dates, version; every write raises the version),
 * and a node's digest is its item's stamp with the code that turns an item into a node
 * (sourcingCodeDigest). An item whose stamp digests the same keeps the node the last build made
 * (Gatsby keeps nodes in its cache), without being read whole or its Markdown rendered again:
 * at 10,000 news a warm build reads ~2 MB of stamps and one item instead of every item whole
 * (34 MB). The plugin deletes the nodes of items the API no longer lists itself
 * (enableStatefulSourceNodes), so Gatsby need not be told of each node kept. A kept node's
 * pictures are touched: their File nodes belong to gatsby-source-filesystem, whose stale nodes
 * Gatsby still removes.
 */
export async function sourceItems<T extends ApiStamp>(
  args: SourceArgs,
  options: {
    type: string;
    /** Names the node ids: `${prefix}-${item.id}`. */
    prefix: string;
    /** Every published item's stamp. */
    stamps: ApiStamp[];
    /** The whole items of these stamps; one no longer published is left out. */
    fetchWhole: (stamps: ApiStamp[]) => Promise<T[]>;
    toNode: (item: T, id: string) => Promise<object>;
  },
): Promise<{ created: number; kept: number; deleted: number }> {
  const { actions, createNodeId, createContentDigest, getNode, getNodesByType } = args;
  // Gatsby >= 5.9; without it, the nodes kept here would be removed as stale.
  actions.enableStatefulSourceNodes!();
  const counts = { created: 0, kept: 0, deleted: 0 };
  const code = sourcingCodeDigest();
  const digestOf = (stamp: ApiStamp) => createContentDigest({ stamp: stampOf(stamp), code });
  const nodeIdOf = (item: ApiStamp) => createNodeId(`${options.prefix}-${item.id}`);
  const current = new Set<string>();
  const touched = new Set<string>();
  const changed: ApiStamp[] = [];
  for (const stamp of options.stamps) {
    const id = nodeIdOf(stamp);
    const existing = getNode(id) as ItemNode | undefined;
    if (existing?.internal.contentDigest !== digestOf(stamp)) {
      changed.push(stamp);
      continue;
    }
    current.add(id);
    counts.kept += 1;
    for (const picture of picturesOfNode(existing)) {
      const file = !touched.has(picture.fileId) && getNode(picture.fileId);
      if (file) actions.touchNode(file);
      touched.add(picture.fileId);
    }
  }
  // Digested by the whole item's own stamp: if it changed again since the list, the node says so.
  for (const item of changed.length > 0 ? await options.fetchWhole(changed) : []) {
    const id = nodeIdOf(item);
    const node = await options.toNode(item, id);
    actions.createNode({
      ...node,
      id,
      internal: { type: options.type, contentDigest: digestOf(item) },
    });
    current.add(id);
    counts.created += 1;
  }
  for (const node of getNodesByType(options.type)) {
    if (current.has(node.id)) continue;
    actions.deleteNode(node);
    counts.deleted += 1;
  }
  return counts;
}
