import type { ItemKindName } from "@leca/shared/contracts";

/** A kind's node type: `news` -> `NewsItem`. */
export const nodeTypeOf = (kind: ItemKindName) =>
  `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Item`;

/** A node's processed picture, as source-nodes.ts makes it. */
interface NodeImage {
  fileId: string;
}

/**
 * What the site adds to a kind's node beyond its config's fields: the gallery's cover (what
 * stands for it in lists and link previews, so they need not load every picture) and its count.
 */
export const NODE_EXTRAS: Record<
  ItemKindName,
  { fields: string[]; of: (node: Record<string, unknown>) => Record<string, unknown> }
> = {
  news: { fields: [], of: () => ({}) },
  gallery: {
    fields: ["cover: ApiImage", "pictureCount: Int!"],
    of: (node) => {
      const images = node.images as NodeImage[];
      return { cover: images[0] ?? null, pictureCount: images.length };
    },
  },
};
