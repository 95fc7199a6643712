import { mediaUrl, type Media } from "@leca/shared/contracts";
import type { MediaRecord } from "../../store/types";

/** A stored media record as the API shows it (the contract's `mediaSchema`). */
export const toMedia = (record: MediaRecord): Media => ({
  id: record.id,
  url: mediaUrl(record.id),
  type: record.type,
  width: record.width,
  height: record.height,
  bytes: record.bytes,
  createdAt: record.createdAt.toISOString(),
});
