import type { ContactMessage } from "@leca/shared/contracts";
import type { ContactRecord } from "../../store/types";

/** A stored message as the inbox's API shows it. */
export const toMessage = (record: ContactRecord): ContactMessage => ({
  id: record.id,
  ...record.fields,
  createdAt: record.createdAt.toISOString(),
  read: record.read,
  mail: {
    status: record.mailStatus,
    attempts: record.mailAttempts,
    sentAt: record.mailSentAt?.toISOString() ?? null,
  },
  status: record.status,
  statusChangedAt: record.statusChangedAt?.toISOString() ?? null,
  statusChangedBy: record.statusChangedBy,
  archivedAt: record.archivedAt?.toISOString() ?? null,
  source: record.source,
  quote: record.quote,
  notes: record.notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
});
