import { ITEM_KINDS } from "@leca/shared/contracts";
import { ITEM_NODES, queryResolvers, typeDefs } from "./schema";

describe("the node types the API feeds", () => {
  it("declares each kind's node, with its fields, so queries work before any item exists", () => {
    for (const kind of ITEM_KINDS) {
      const { type, fields } = ITEM_NODES[kind];
      expect(typeDefs).toContain(`type ${type} implements Node @dontInfer {${fields}\n  }`);
    }
    expect(typeDefs).toMatch(
      /type NewsItem implements Node @dontInfer \{[^}]*bodyHtml: Localized!/,
    );
    expect(typeDefs).toMatch(
      /type GalleryItem implements Node @dontInfer \{[^}]*images: \[ApiImage!\]!/,
    );
    expect(typeDefs).toMatch(/type ApiImage \{/);
  });

  it("reads each kind's items by id, in the order asked, skipping ids that are gone", () => {
    expect(Object.keys(queryResolvers.Query).sort()).toEqual(
      ITEM_KINDS.map((kind) => `${kind}ItemsById`).sort(),
    );
    const nodes: Record<string, { id: string }> = { a: { id: "a" }, b: { id: "b" } };
    const asked: string[] = [];
    const nodeModel = {
      getNodeById: ({ id, type }: { id: string; type: string }) => {
        asked.push(type);
        return nodes[id] ?? null;
      },
    };
    const { type, resolve } = queryResolvers.Query.newsItemsById!;
    expect(type).toBe("[NewsItem!]!");
    expect(resolve(undefined, { ids: ["b", "gone", "a"] }, { nodeModel })).toEqual([
      { id: "b" },
      { id: "a" },
    ]);
    expect(new Set(asked)).toEqual(new Set(["NewsItem"]));
  });
});
