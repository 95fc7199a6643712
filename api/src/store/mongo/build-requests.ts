import type { BuildRequest, BuildRequestStore } from "../types";
import type { Models } from "./models";

export function mongoBuildRequestStore({ buildRequests }: Models): BuildRequestStore {
  return {
    async add(request) {
      const { id, ...rest } = request;
      await buildRequests.create({ _id: id, ...rest });
    },
    async takeAll() {
      // One findOneAndDelete per request: each is removed by exactly one taker, whoever races.
      const taken: BuildRequest[] = [];
      for (;;) {
        const doc = await buildRequests
          .findOneAndDelete({}, { sort: { requestedAt: 1, _id: 1 } })
          .lean();
        if (!doc) return taken;
        taken.push({
          id: doc._id,
          reason: doc.reason,
          requestedAt: doc.requestedAt,
          urgent: doc.urgent,
        });
      }
    },
  };
}
