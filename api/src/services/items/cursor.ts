// The opaque `cursor` of item lists: the sort key of a page's last item (store/types/items.ts
// ItemListAfter), as base64url JSON. Opaque to clients, so its form may change; checked on the
// way in like any input, since a client can send anything.
import * as z from "zod";
import type { ItemListAfter, ItemListQuery } from "../../store/types";

const millis = z.int().nonnegative();
const cursorSchema = z.discriminatedUnion("s", [
  z.strictObject({
    s: z.enum(["newest", "oldest"]),
    p: millis.nullable(),
    c: millis,
    i: z.string().min(1),
  }),
  z.strictObject({ s: z.literal("updated"), u: millis, i: z.string().min(1) }),
  z.strictObject({ s: z.literal("title"), t: z.string(), i: z.string().min(1) }),
]);
type CursorJson = z.infer<typeof cursorSchema>;

/** What a page's last item gives the key: its dates, id and English title. */
export interface CursorSource {
  id: string;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  data: { title: { en: string } };
}

export function encodeCursor(sort: ItemListQuery["sort"], last: CursorSource): string {
  const json: CursorJson =
    sort === "updated"
      ? { s: sort, u: last.updatedAt.getTime(), i: last.id }
      : sort === "title"
        ? { s: sort, t: last.data.title.en, i: last.id }
        : {
            s: sort,
            p: last.publishedAt?.getTime() ?? null,
            c: last.createdAt.getTime(),
            i: last.id,
          };
  return Buffer.from(JSON.stringify(json)).toString("base64url");
}

/** The key a cursor holds, or null when it is not one of ours or was made for another sort. */
export function decodeCursor(cursor: string, sort: ItemListQuery["sort"]): ItemListAfter | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success || parsed.data.s !== sort) return null;
  const key = parsed.data;
  switch (key.s) {
    case "newest":
    case "oldest":
      return {
        sort: key.s,
        publishedAt: key.p === null ? null : new Date(key.p),
        createdAt: new Date(key.c),
        id: key.i,
      };
    case "updated":
      return { sort: key.s, updatedAt: new Date(key.u), id: key.i };
    case "title":
      return { sort: key.s, title: key.t, id: key.i };
  }
}
