import fp from "fastify-plugin";
import crypto from "node:crypto";
import os from "node:os";
import { Leader } from "../services/leader/leader";

declare module "fastify" {
  interface FastifyInstance {
    /** Which instance runs the single-instance jobs; plugins add their job as a role. */
    leader: Leader;
  }
}

/** The lease every instance of this site competes for. */
export const JOBS_LEASE = "jobs";

/**
 * Leader election for the jobs that must run on one instance (rebuild queue, publish scheduler,
 * mail outbox). Registered before those plugins: its onReady runs first, so they have joined as
 * roles by then; its onClose runs after theirs and before the store closes.
 */
export default fp(
  async (app) => {
    const { leaseTtlMs, leaseRenewMs } = app.config.jobs;
    const leader = new Leader({
      leases: app.store.leases,
      lease: JOBS_LEASE,
      // Host and pid make the store's lease readable to an operator; the random part keeps a
      // restarted process (same pid in a container) from renewing its predecessor's lease.
      holderId: `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
      ttlMs: leaseTtlMs,
      renewMs: leaseRenewMs,
      now: () => new Date(),
      log: app.log.child({ module: "leader" }),
    });
    app.decorate("leader", leader);
    app.addHook("onReady", async () => leader.start());
    app.addHook("onClose", async () => leader.stop());
  },
  { name: "leader", dependencies: ["core"] },
);
