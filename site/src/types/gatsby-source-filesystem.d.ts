/**
 * gatsby-source-filesystem's own File node maker (what createRemoteFileNode uses after its
 * download), which its index does not export or type. site/gatsby/source-nodes.ts calls it.
 */
declare module "gatsby-source-filesystem/create-file-node" {
  import type { Node } from "gatsby";

  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions: Record<string, unknown>,
  ): Promise<Node>;
}
