// How both adapters walk an item list in order, so offset and keyset pages agree between them.
// newest/oldest read the dated items first and the undated ones after, as two runs ("phases")
// that each follow one index in one direction: a single ORDER BY cannot put NULLs last in both
// directions and still be read straight off an index (SQLite and MongoDB both sort NULL lowest).
import type { ItemListAfter, ItemListQuery } from "./types";

export type ListPhase =
  /** publishedAt set: by (publishedAt, createdAt, id). */
  | { key: "published"; descending: boolean; after?: { at: Date; createdAt: Date; id: string } }
  /** publishedAt null: by (createdAt, id). */
  | { key: "undated"; descending: boolean; after?: { createdAt: Date; id: string } }
  | { key: "updated"; descending: true; after?: { updatedAt: Date; id: string } }
  /** English title, case-insensitive, then id. */
  | { key: "title"; descending: false; after?: { title: string; id: string } };

/** The phases a sort reads, in order, starting after `after` when one is given. */
export function phasesOf(sort: ItemListQuery["sort"], after?: ItemListAfter): ListPhase[] {
  if (after && after.sort !== sort)
    throw new Error(`a ${after.sort} key cannot page a ${sort} list`);
  switch (sort) {
    case "newest":
    case "oldest": {
      const descending = sort === "newest";
      const key = after && (after.sort === "newest" || after.sort === "oldest") ? after : undefined;
      const undated: ListPhase = { key: "undated", descending };
      if (!key) return [{ key: "published", descending }, undated];
      const { publishedAt, createdAt, id } = key;
      // A key in the undated run: the dated run is behind it.
      if (publishedAt === null) return [{ ...undated, after: { createdAt, id } }];
      return [{ key: "published", descending, after: { at: publishedAt, createdAt, id } }, undated];
    }
    case "updated":
      return [
        {
          key: "updated",
          descending: true,
          ...(after?.sort === "updated"
            ? { after: { updatedAt: after.updatedAt, id: after.id } }
            : {}),
        },
      ];
    case "title":
      return [
        {
          key: "title",
          descending: false,
          ...(after?.sort === "title" ? { after: { title: after.title, id: after.id } } : {}),
        },
      ];
  }
}

/**
 * Reads `limit` rows from `offset` on across the phases: a phase the offset passes over whole is
 * counted (only then) to carry the rest of the offset into the next one.
 */
export async function readPhases<T>(
  phases: ListPhase[],
  offset: number,
  limit: number,
  read: (phase: ListPhase, skip: number, limit: number) => Promise<T[]>,
  count: (phase: ListPhase) => Promise<number>,
): Promise<T[]> {
  const rows: T[] = [];
  let skip = Math.max(0, offset);
  for (const [index, phase] of phases.entries()) {
    const wanted = limit - rows.length;
    if (wanted <= 0) break;
    const found = await read(phase, skip, wanted);
    if (found.length > 0) {
      rows.push(...found);
      skip = 0;
    } else if (skip > 0 && index < phases.length - 1) {
      skip = Math.max(0, skip - (await count(phase)));
    }
  }
  return rows;
}
