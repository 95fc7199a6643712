import type { NodePluginArgs } from "gatsby";
import { sourcingCodeDigest } from "./sourcing-code";

export type SourceArgs = Pick<
  NodePluginArgs,
  "actions" | "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType"
>;

/** A node of ours: its pictures are File nodes named by `fileId`. */
interface ItemNode {
  id: string;
  cover?: { fileId: string } | null;
  images?: { fileId: string }[];
  internal: { contentDigest: string };
}

/**
 * The nodes of one kind, made only for items that are new or changed since the last build. A
 * node's digest is the API item's with the code that turns an item into a node
 * (sourcingCodeDigest): an item that digests the same keeps the node the last build made
 * (Gatsby keeps nodes in its cache), without rendering its Markdown again (~10 s of every warm
 * build at 10,000 news). The plugin deletes the nodes of items the API no longer lists itself
 * (enableStatefulSourceNodes), so Gatsby need not be told of each node kept. A kept node's
 * pictures are touched: their File nodes belong to gatsby-source-filesystem, whose stale nodes
 * Gatsby still removes.
 */
export async function sourceItems<T extends { id: string }>(
  args: SourceArgs,
  options: {
    type: string;
    /** Names the node ids: `${prefix}-${item.id}`. */
    prefix: string;
    items: T[];
    toNode: (item: T, id: string) => Promise<object>;
  },
): Promise<{ created: number; kept: number; deleted: number }> {
  const { actions, createNodeId, createContentDigest, getNode, getNodesByType } = args;
  // Gatsby >= 5.9; without it, the nodes kept here would be removed as stale.
  actions.enableStatefulSourceNodes!();
  const counts = { created: 0, kept: 0, deleted: 0 };
  const seen = new Set<string>();
  const touched = new Set<string>();
  const code = sourcingCodeDigest();
  for (const item of options.items) {
    const id = createNodeId(`${options.prefix}-${item.id}`);
    seen.add(id);
    const contentDigest = createContentDigest({ item, code });
    const existing = getNode(id) as ItemNode | undefined;
    if (existing?.internal.contentDigest === contentDigest) {
      counts.kept += 1;
      for (const picture of [existing.cover, ...(existing.images ?? [])]) {
        const file = picture && !touched.has(picture.fileId) && getNode(picture.fileId);
        if (file) actions.touchNode(file);
        if (picture) touched.add(picture.fileId);
      }
      continue;
    }
    const node = await options.toNode(item, id);
    actions.createNode({ ...node, id, internal: { type: options.type, contentDigest } });
    counts.created += 1;
  }
  for (const node of getNodesByType(options.type)) {
    if (seen.has(node.id)) continue;
    actions.deleteNode(node);
    counts.deleted += 1;
  }
  return counts;
}
