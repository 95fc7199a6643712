import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContactRecord } from "../../store/types";

/** A lead as the audit log names it: the sender, by the id the inbox links to. */
export const leadTarget = (record: ContactRecord) => ({
  type: "lead" as const,
  id: record.id,
  label: `${record.fields.name} ${record.fields.family}`.trim(),
});

/**
 * Archives a lead (out of the inbox's default list; kept, and shown by the archive filter) or
 * restores it, audited with who did it; null when there is no such lead.
 */
export async function setLeadArchived(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  archived: boolean,
): Promise<ContactRecord | null> {
  const record = await app.store.contacts.setArchived(id, archived, app.now());
  if (record) {
    await app.audit.record({
      action: archived ? "lead-archived" : "lead-restored",
      by: await request.actor(),
      target: leadTarget(record),
    });
  }
  return record;
}
