// Item lists on MongoDB: offset or keyset pages read with find() along the indexes in models.ts
// (one per order), whole documents or summaries projected without the large fields.
import { trusted, type QueryFilter } from "mongoose";
import { phasesOf, readPhases, type ListPhase } from "../list-order";
import type { ItemKind, ItemListQuery } from "../types";
import { TRANSLATED_LANGUAGES } from "@leca/shared/languages";
import { SUMMARY_FIELDS, TRANSLATED_TEXTS } from "../types/items";
import { TITLE_COLLATION, type ItemDoc, type Models } from "./models";

type Filter = QueryFilter<ItemDoc>;
type Sort = Record<string, 1 | -1>;

/** What a summary reads: the record's own fields and its kind's SUMMARY_FIELDS of the data. */
const summaryProjection = (kind: ItemKind) => ({
  ...Object.fromEntries(
    ["kind", "slug", "status", "publishedAt", "createdAt", "updatedAt", "updatedBy", "version"].map(
      (field) => [field, 1],
    ),
  ),
  ...Object.fromEntries(SUMMARY_FIELDS[kind].map((field) => [`data.${field}`, 1])),
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Items a translator has work on: a required text (TRANSLATED_TEXTS) absent, null or empty in a
 * translated language, or an `outdated` flag (its list has a first element). Paths come from the
 * code's own lists; the operators are trusted, the values fixed.
 */
function translationNeeded(kind: ItemKind): Filter {
  const { texts, pictures } = TRANSLATED_TEXTS[kind];
  const blank = () => trusted({ $in: [null, ""] });
  const branches: Filter[] = TRANSLATED_LANGUAGES.flatMap((lang) => [
    ...texts.map((field) => ({ [`data.${field}.${lang}`]: blank() })),
    ...pictures.map(({ field, many }) =>
      many
        ? { [`data.${field}`]: trusted({ $elemMatch: { [`alt.${lang}`]: { $in: [null, ""] } } }) }
        : { [`data.${field}`]: trusted({ $ne: null }), [`data.${field}.alt.${lang}`]: blank() },
    ),
    { [`data.outdated.${lang}.0`]: trusted({ $exists: true }) },
  ]);
  return { $or: branches };
}

/**
 * Every value goes in through $eq or a fixed operator, never as a bare object, so nothing a
 * caller passes can become a query operator.
 */
export function statusFilter(status: ItemListQuery["status"], now: Date): Filter {
  switch (status) {
    case "all":
      return {};
    case "draft":
      return { status: { $eq: "draft" } };
    case "published":
      return { status: { $eq: "published" }, publishedAt: trusted({ $lte: now }) };
    case "scheduled":
      return { status: { $eq: "published" }, publishedAt: trusted({ $gt: now }) };
  }
}

function listFilter(kind: ItemKind, query: ItemListQuery): Filter {
  const status = query.visibility === "public" ? "published" : query.status;
  const filter: Filter = { kind: { $eq: kind }, ...statusFilter(status, query.now) };
  if (query.q) filter.searchText = trusted({ $regex: escapeRegex(query.q) });
  if (query.translation === "needed") Object.assign(filter, translationNeeded(kind));
  return filter;
}

/** Rows strictly past (a, b, ...) in a lexicographic order: the keyset condition. */
function pastKey(fields: [string, unknown][], descending: boolean): Filter {
  const op = descending ? "$lt" : "$gt";
  const branches = fields.map((_, index) => {
    const branch: Record<string, unknown> = {};
    for (const [name, value] of fields.slice(0, index)) branch[name] = { $eq: value };
    const [name, value] = fields[index]!;
    branch[name] = trusted({ [op]: value });
    return branch;
  });
  return { $or: branches };
}

function phaseQuery(phase: ListPhase): { filter: Filter; sort: Sort; title: boolean } {
  const dir = phase.descending ? -1 : 1;
  switch (phase.key) {
    case "published": {
      const dated: Filter = { publishedAt: trusted({ $ne: null }) };
      const { after } = phase;
      const keyset = after
        ? pastKey(
            [
              ["publishedAt", after.at],
              ["createdAt", after.createdAt],
              ["_id", after.id],
            ],
            phase.descending,
          )
        : {};
      return {
        filter: { $and: [dated, keyset] },
        sort: { publishedAt: dir, createdAt: dir, _id: dir },
        title: false,
      };
    }
    case "undated": {
      const { after } = phase;
      const keyset = after
        ? pastKey(
            [
              ["createdAt", after.createdAt],
              ["_id", after.id],
            ],
            phase.descending,
          )
        : {};
      return {
        filter: { $and: [{ publishedAt: { $eq: null } }, keyset] },
        sort: { createdAt: dir, _id: dir },
        title: false,
      };
    }
    case "updated": {
      const { after } = phase;
      const keyset = after
        ? pastKey(
            [
              ["updatedAt", after.updatedAt],
              ["_id", after.id],
            ],
            true,
          )
        : {};
      return { filter: keyset, sort: { updatedAt: -1, _id: -1 }, title: false };
    }
    case "title": {
      const { after } = phase;
      const keyset = after
        ? pastKey(
            [
              ["data.title.en", after.title],
              ["_id", after.id],
            ],
            false,
          )
        : {};
      return { filter: keyset, sort: { "data.title.en": 1, _id: 1 }, title: true };
    }
  }
}

/** One list page's documents, whole or as summaries, and the count of every match. */
export function mongoItemList({ items }: Models) {
  return async (
    kind: ItemKind,
    query: ItemListQuery,
    summary: boolean,
  ): Promise<{ docs: ItemDoc[]; total: number }> => {
    const filter = listFilter(kind, query);
    const docsPromise = readPhases(
      phasesOf(query.sort, query.after),
      query.offset,
      query.limit,
      async (phase, skip, limit) => {
        const own = phaseQuery(phase);
        const found = items
          .find({ $and: [filter, own.filter] })
          .sort(own.sort)
          .skip(skip)
          .limit(limit);
        if (summary) found.select(summaryProjection(kind));
        if (own.title) found.collation(TITLE_COLLATION);
        return found.lean();
      },
      async (phase) => {
        const own = phaseQuery({ ...phase, after: undefined });
        return items.countDocuments({ $and: [filter, own.filter] });
      },
    );
    const [docs, total] = await Promise.all([docsPromise, items.countDocuments(filter)]);
    return { docs, total };
  };
}
