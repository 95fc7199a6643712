/** @jest-environment node */
import { createContentDigest } from "gatsby-core-utils";
import type { ApiStamp } from "./api-types";
import { sourceItems } from "./source-items";

type Node = {
  id: string;
  cover?: { fileId: string } | null;
  internal: { type: string; contentDigest: string };
};

type Item = ApiStamp & { title: string };

const item = (id: string, title: string, version = 1): Item => ({
  id,
  slug: `slug-${id}`,
  status: "published",
  publishedAt: "2026-11-01T08:00:00.000Z",
  updatedAt: `2026-11-0${version}T09:00:00.000Z`,
  version,
  title,
});

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
  const reads = { whole: [] as string[] };
  /** A build: the API lists `items`' stamps and answers a read of whole items from them. */
  const build = async (items: Item[], gone: string[] = []) => {
    for (const list of [...Object.values(calls), reads.whole]) list.length = 0;
    const toNode = jest.fn(async (item: Item) => ({
      title: item.title.toUpperCase(),
      cover: { fileId: "file-1" },
    }));
    // The args a sourceNodes call gets; only what sourceItems uses is filled in.
    const counts = await sourceItems(args as never, {
      type: "NewsItem",
      prefix: "news",
      // A stamp is the item without its texts.
      stamps: items.map(({ title: _title, ...stamp }) => stamp),
      fetchWhole: async (stamps) => {
        reads.whole.push(...stamps.map((stamp) => stamp.id));
        return items.filter(
          (item) => !gone.includes(item.id) && stamps.some((stamp) => stamp.id === item.id),
        );
      },
      toNode,
    });
    return { counts, made: toNode.mock.calls.length };
  };
  nodes.set("file-1", { id: "file-1", internal: { type: "File", contentDigest: "x" } });
  return { nodes, calls, build, args, reads };
}

describe("sourceItems", () => {
  const items = [item("a", "one"), item("b", "two")];

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
    expect(gatsby.reads.whole).toEqual([]);
    // The kept nodes' picture stays (touched once, however many items show it).
    expect(gatsby.calls.touched).toEqual(["file-1"]);
  });

  it("makes again only a changed or new item's node, and deletes the node of one gone", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    const next = [item("a", "one, edited", 2), item("c", "three")];
    expect(await gatsby.build(next)).toEqual({
      counts: { created: 2, kept: 0, deleted: 1 },
      made: 2,
    });
    // Only the changed and the new item were read whole.
    expect(gatsby.reads.whole).toEqual(["a", "c"]);
    expect(gatsby.calls.deleted).toEqual(["node-news-b"]);
    expect(gatsby.nodes.get("node-news-a")).toMatchObject({ title: "ONE, EDITED" });
    expect(gatsby.nodes.has("node-news-c")).toBe(true);
    expect(gatsby.nodes.has("file-1")).toBe(true);
  });

  it("keeps a node while its item's stamp is the same, and makes it again when it changes", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    // Published again by the clock: same version, another date.
    const republished = { ...items[0]!, publishedAt: "2026-11-20T08:00:00.000Z" };
    expect((await gatsby.build([republished, items[1]!])).counts).toEqual({
      created: 1,
      kept: 1,
      deleted: 0,
    });
    expect(gatsby.reads.whole).toEqual(["a"]);
  });

  it("deletes the node of an item unpublished between its stamp and its whole read", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    const edited = [item("a", "one, edited", 2), items[1]!];
    expect((await gatsby.build(edited, ["a"])).counts).toEqual({
      created: 0,
      kept: 1,
      deleted: 1,
    });
    expect(gatsby.calls.deleted).toEqual(["node-news-a"]);
  });

  it("makes every node again when the node's digest was made by other code", async () => {
    const gatsby = fakeGatsby();
    await gatsby.build(items);
    for (const node of gatsby.nodes.values()) node.internal.contentDigest += "-older-code";
    expect((await gatsby.build(items)).counts).toEqual({ created: 2, kept: 0, deleted: 0 });
  });
});
