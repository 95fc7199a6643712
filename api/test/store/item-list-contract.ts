// The item list contract at scale, run on every adapter beside contract.ts (sqlite.test.ts,
// mongo.test.ts): keyset pages walk every item once while others are written between pages,
// offset pages cross from dated to undated items, and summaries leave the large fields out.
//
// Tests share one store, so each isolates its items by a private search token, and its dates by
// a private stretch of time, as contract.ts does.
import { randomUUID } from "node:crypto";
import type {
  ItemKind,
  ItemListAfter,
  ItemListQuery,
  ItemRecord,
  ItemSummary,
  NewItem,
  Store,
} from "../../src/store/types";
import { oneHandle } from "./two-handles";

const HOUR = 3_600_000;
let nextStart = Date.UTC(2041, 0, 1);
/** A stretch of 10,000 hours of its own: a clock counting hours from its start. */
function timeline(): (hours: number) => Date {
  const start = nextStart;
  nextStart += 10_000 * HOUR;
  return (hours) => new Date(start + hours * HOUR);
}

const SORTS = ["newest", "oldest", "updated", "title"] as const;
type Sort = (typeof SORTS)[number];

interface Fixture {
  kind?: ItemKind;
  token: string;
  title: string;
  status: "draft" | "published";
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt?: Date;
}

function newItem(fixture: Fixture): NewItem {
  const { kind = "news", token, title } = fixture;
  const data =
    kind === "news"
      ? {
          title: { en: title },
          excerpt: { en: `${title} excerpt` },
          body: { en: `${title} body`.repeat(20) },
          cover: null,
        }
      : { title: { en: title }, description: { en: `${title} described` }, images: [] };
  return {
    id: randomUUID(),
    kind,
    slug: `l-${randomUUID()}`,
    status: fixture.status,
    publishedAt: fixture.publishedAt,
    createdAt: fixture.createdAt,
    updatedAt: fixture.updatedAt ?? fixture.createdAt,
    updatedBy: null,
    data,
    mediaIds: [],
    searchText: `${token} ${title.toLowerCase()}`,
  };
}

/** The key the service puts in a cursor, from a page's last row. */
function afterOf(sort: Sort, last: ItemRecord | ItemSummary): ItemListAfter {
  switch (sort) {
    case "newest":
    case "oldest":
      return { sort, publishedAt: last.publishedAt, createdAt: last.createdAt, id: last.id };
    case "updated":
      return { sort, updatedAt: last.updatedAt, id: last.id };
    case "title":
      return { sort, title: last.data.title.en, id: last.id };
  }
}

export function itemListContract(name: string, open: () => Promise<Store>): void {
  describe(`item list contract: ${name}`, () => {
    const store = oneHandle(open);

    const query = (
      token: string,
      sort: Sort,
      overrides: Partial<ItemListQuery> = {},
    ): ItemListQuery => ({
      visibility: "all",
      now: new Date(nextStart),
      status: "all",
      q: token,
      sort,
      offset: 0,
      limit: 1000,
      ...overrides,
    });

    /**
     * Twelve items: dated and undated, published and draft, with ties on every sort key but the
     * id (same dates, titles differing only in case), so the id must break them.
     */
    async function mixed(kind: ItemKind = "news") {
      const at = timeline();
      const token = `t${randomUUID().replaceAll("-", "")}`;
      const specs: Omit<Fixture, "token" | "kind">[] = [
        { title: "Alpha", status: "published", publishedAt: at(5), createdAt: at(1) },
        { title: "alpha", status: "published", publishedAt: at(5), createdAt: at(1) },
        { title: "ALPHA", status: "published", publishedAt: at(5), createdAt: at(2) },
        { title: "Bravo", status: "published", publishedAt: at(3), createdAt: at(0) },
        { title: "charlie", status: "published", publishedAt: at(9), createdAt: at(9) },
        { title: "Delta", status: "draft", publishedAt: at(7), createdAt: at(7) },
        { title: "echo", status: "draft", publishedAt: null, createdAt: at(4) },
        { title: "Echo", status: "draft", publishedAt: null, createdAt: at(4) },
        { title: "foxtrot", status: "draft", publishedAt: null, createdAt: at(6) },
        { title: "Golf", status: "published", publishedAt: at(1), createdAt: at(0) },
        { title: "hotel", status: "draft", publishedAt: null, createdAt: at(8) },
        { title: "India", status: "published", publishedAt: at(2), createdAt: at(2) },
      ];
      const items: ItemRecord[] = [];
      for (const spec of specs) {
        items.push(
          await store().items.create(
            newItem({ ...spec, kind, token, updatedAt: at(20 + (items.length % 4)) }),
          ),
        );
      }
      return { at, token, items };
    }

    /** Every page by keyset, `size` at a time, with `between` run after each page. */
    async function walk(
      base: ItemListQuery,
      size: number,
      between: (page: number) => Promise<void> = async () => {},
    ) {
      const seen: string[] = [];
      let after: ItemListAfter | undefined;
      for (let page = 0; page < 100; page++) {
        const { items } = await store().items.listSummaries("news", {
          ...base,
          limit: size,
          ...(after ? { after } : {}),
        });
        seen.push(...items.map((item) => item.id));
        const last = items.at(-1);
        if (items.length < size || !last) return seen;
        after = afterOf(base.sort, last);
        await between(page);
      }
      throw new Error("the walk did not end");
    }

    it.each(SORTS)(
      "%s: keyset pages of any size give the offset order, each item once",
      async (sort) => {
        const { token } = await mixed();
        const whole = (await store().items.list("news", query(token, sort))).items.map((i) => i.id);
        expect(whole).toHaveLength(12);
        expect(new Set(whole).size).toBe(12);
        for (const size of [1, 2, 5, 12, 13]) {
          expect(await walk(query(token, sort), size)).toEqual(whole);
        }
      },
    );

    it("puts undated items last both ways, and offset pages cross into them", async () => {
      const { token, items } = await mixed();
      const undated = new Set(items.filter((i) => i.publishedAt === null).map((i) => i.id));
      for (const sort of ["newest", "oldest"] as const) {
        const whole = (await store().items.list("news", query(token, sort))).items.map((i) => i.id);
        expect(whole.slice(-4).every((id) => undated.has(id))).toBe(true);
        for (const offset of [0, 3, 7, 8, 9, 11, 12, 20]) {
          const page = await store().items.list("news", query(token, sort, { offset, limit: 3 }));
          expect(page.items.map((i) => i.id)).toEqual(whole.slice(offset, offset + 3));
          expect(page.total).toBe(12);
        }
      }
    });

    it.each(SORTS)(
      "%s: a walk sees every item once while others are added and edited between pages",
      async (sort) => {
        const { at, token, items } = await mixed();
        const edited = new Set<string>();
        const added = new Set<string>();
        const seen = await walk(query(token, sort), 3, async (page) => {
          // A new item at each end of every order, and an edit of an item not read yet
          // (its sort key moves only for "updated", where it may then move behind the walk).
          for (const hours of [-100, 100]) {
            const item = await store().items.create(
              newItem({
                token,
                title: hours < 0 ? `aaa ${page}` : `zzz ${page}`,
                status: "published",
                publishedAt: at(hours),
                createdAt: at(hours),
                updatedAt: at(hours + 50),
              }),
            );
            added.add(item.id);
          }
          const target = items[(page * 5 + 7) % items.length]!;
          const current = await store().items.findById("news", target.id);
          const result = await store().items.update("news", target.id, current!.version, {
            updatedAt: at(200 + page),
            updatedBy: "editor",
          });
          expect(result.kind).toBe("updated");
          edited.add(target.id);
        });
        expect(new Set(seen).size).toBe(seen.length);
        // What existed throughout with its key unchanged is all there; for "updated", an edit
        // moves an item to the front, so an edited one is seen at most once (never twice).
        const stable = items.filter((i) => sort !== "updated" || !edited.has(i.id));
        expect(seen).toEqual(expect.arrayContaining(stable.map((i) => i.id)));
        expect(seen.every((id) => added.has(id) || items.some((i) => i.id === id))).toBe(true);
      },
    );

    it("keyset pages keep the filters: status, public visibility, search and kind", async () => {
      const { token, items } = await mixed();
      const gallery = await mixed("gallery");
      const now = new Date(nextStart);
      for (const sort of SORTS) {
        for (const filter of [
          { status: "draft" as const },
          { status: "published" as const },
          { status: "scheduled" as const },
          { visibility: "public" as const },
          { q: `${token} al` },
        ]) {
          const base = query(token, sort, { now, ...filter });
          const whole = (await store().items.list("news", base)).items.map((i) => i.id);
          expect(await walk(base, 2)).toEqual(whole);
        }
      }
      const published = (
        await store().items.list("news", query(token, "newest", { visibility: "public" }))
      ).items;
      expect(published.map((i) => i.id).sort()).toEqual(
        items
          .filter((i) => i.status === "published")
          .map((i) => i.id)
          .sort(),
      );
      const mixedKinds = await store().items.list("gallery", query(token, "title"));
      expect(mixedKinds.total).toBe(0);
      expect((await store().items.list("gallery", query(gallery.token, "title"))).total).toBe(12);
    });

    it("summaries are the list's rows without body, description, images and media", async () => {
      const news = await mixed();
      const gallery = await mixed("gallery");
      // An edit's new texts are in its summary too.
      const edited = news.items[0]!;
      const result = await store().items.update("news", edited.id, edited.version, {
        data: { ...edited.data, title: { en: "Alpha edited" }, excerpt: { en: "Edited" } },
        updatedAt: edited.updatedAt,
        updatedBy: "editor",
      });
      expect(result.kind).toBe("updated");
      for (const [kind, token] of [
        ["news", news.token],
        ["gallery", gallery.token],
      ] as const) {
        const whole = await store().items.list(kind, query(token, "title", { limit: 5 }));
        const summaries = await store().items.listSummaries(
          kind,
          query(token, "title", { limit: 5 }),
        );
        expect(summaries.total).toBe(whole.total);
        expect(summaries.items).toStrictEqual(
          whole.items.map(({ data, searchText: _searchText, mediaIds: _mediaIds, ...rest }) => ({
            ...rest,
            data:
              "excerpt" in data
                ? { title: data.title, excerpt: data.excerpt, cover: data.cover }
                : { title: data.title },
          })),
        );
      }
      const summaries = await store().items.listSummaries("news", query(news.token, "title"));
      expect(summaries.items.find((item) => item.id === edited.id)?.data).toEqual({
        title: { en: "Alpha edited" },
        excerpt: { en: "Edited" },
        cover: null,
      });
    });
  });
}
