import { trusted } from "mongoose";
import type { AuditListQuery, AuditRecord, AuditStore } from "../types";
import type { AuditDoc, Models } from "./models";

function toEntry(doc: AuditDoc): AuditRecord {
  return {
    id: doc._id,
    at: doc.at,
    action: doc.action,
    actor: doc.actor ?? null,
    address: doc.address ?? null,
    targetType: doc.targetType ?? null,
    targetId: doc.targetId ?? null,
    targetLabel: doc.targetLabel ?? null,
    detail: doc.detail ?? null,
  };
}

/** The filters, then the keyset: entries strictly older than the last one shown. */
function filterOf(query: AuditListQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.action) filter.action = query.action;
  if (query.actor) filter.actor = query.actor;
  if (query.from || query.to) {
    filter.at = trusted({
      ...(query.from ? { $gte: query.from } : {}),
      ...(query.to ? { $lte: query.to } : {}),
    });
  }
  if (query.after) {
    const { at, id } = query.after;
    filter.$or = [{ at: trusted({ $lt: at }) }, { at: { $eq: at }, _id: trusted({ $lt: id }) }];
  }
  return filter;
}

/** Append-only by its face: the adapter has no way to change an entry, only to add or prune. */
export function mongoAuditStore({ audit }: Models): AuditStore {
  return {
    async append(entry) {
      const { id, ...rest } = entry;
      await audit.create({ _id: id, ...rest });
    },
    async list(query) {
      const docs = await audit
        .find(filterOf(query))
        .sort({ at: -1, _id: -1 })
        .limit(query.limit)
        .lean<AuditDoc[]>();
      return docs.map(toEntry);
    },
    async prune(before) {
      const { deletedCount } = await audit.deleteMany({ at: trusted({ $lt: before }) });
      return deletedCount;
    },
  };
}
