/** @jest-environment node */
import { createContentDigest } from "gatsby-core-utils";
import { sourceItems } from "./source-items";

type Node = {
  id: string;
  cover?: { fileId: string } | null;
  internal: { type: string; contentDigest: string };
};

/** Gatsby's node store between builds, and the actions a build calls on it. */
function fakeGatsby() {
  const nodes = new Map<string, Node>();
  const calls = { created: [] as string[], touched: [] as string[], deleted: [] as string[] };
  const args = {
    actions: {
      enableStatefulSourceNodes: jest.fn(),
      createNode: (node: Node) => {
        nodes.set(node.id, node);
        calls.created.push(node.id);
      },
      touchNode: (node: Node) => calls.touched.push(node.id),
      deleteNode: (node: Node) => {
        nodes.delete(node.id);
        calls.deleted.push(node.id);
      },
    },
    createNodeId: (key: string) => `node-${key}`,
    createContentDigest,
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
  };
  const build = async (items: { id: string; title: string }[]) => {
    for (const list of Object.values(calls)) list.length = 0;
    const toNode = jest.fn(async (item: { title: string }) => ({
      title: item.title.toUpperCase(),
      cover: { fileId: "file-1" },
    }));
    // The args a sourceNodes call gets; only what sourceItems uses is filled in.
    const counts = await sourceItems(args as never, {
      type: "NewsItem",
      prefix: "news",
      items,
      toNode,
    });
    return { counts, made: toNode.mock.calls.length };
  };
  nodes.set("file-1", { id: "file-1", internal: { type: "File", contentDigest: "x" } });
  return { nodes, calls, build, args };
}

describe("sourceItems", () => {
  const items = [
    { id: "a", title: "one" },
    { id: "b", title: "two" },
  ];

  it("makes every node on a first build, and none again for items that did not change", async () => {
    const gatsby = fakeGatsby();
    expect(await gatsby.build(items)).toEqual({
      counts: { created: 2, kept: 0, deleted: 0 },
      made: 2,
    });
    expect(gatsby.nodes.get("node-news-a")).toMatchObject({ title: "ONE" });
    expect(gatsby.args.actions.enableStatefulSourceNodes).toHaveBeenCalled();

    expect(await gatsby.build(items)).toEqual({
      counts: { created: 0, kept: 2, deleted: 0 },
      made: 0,
    });
    expect(gatsby.calls.created).toEqual([]);
    // The kept nodes' picture stays (touched once, however many items show it).
    expect(gatsby.calls.touched).toEqual(["file-1"]);
  });

  it("makes again only a changed or new item's node, and deletes the node of one gone", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    const next = [
      { id: "a", title: "one, edited" },
      { id: "c", title: "three" },
    ];
    expect(await gatsby.build(next)).toEqual({
      counts: { created: 2, kept: 0, deleted: 1 },
      made: 2,
    });
    expect(gatsby.calls.deleted).toEqual(["node-news-b"]);
    expect(gatsby.nodes.get("node-news-a")).toMatchObject({ title: "ONE, EDITED" });
    expect(gatsby.nodes.has("node-news-c")).toBe(true);
    expect(gatsby.nodes.has("file-1")).toBe(true);
  });

  it("makes every node again when the node's digest was made by other code", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    for (const node of gatsby.nodes.values()) node.internal.contentDigest += "-older-code";
    expect((await gatsby.build(items)).counts).toEqual({ created: 2, kept: 0, deleted: 0 });
  });
});
