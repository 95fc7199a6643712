import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withLiveSessionCache } from "../../src/store/live-sessions";
import { openSqliteStore } from "../../src/store/sqlite";
import type { Store } from "../../src/store/types";
import { twoHandles } from "./two-handles";

// Two handles on one SQLite file, as two API instances have: `mine` answers through the cache,
// `other` revokes as another instance (or the admin CLI) would.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leca-live-sessions-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const handles = twoHandles(() => openSqliteStore({ file: path.join(dir, "leca.sqlite") }));
const TTL = 200;
const now = new Date(Date.UTC(2030, 0, 2));

async function newSession(store: Store) {
  const user = await store.users.create({
    id: randomUUID(),
    username: `user-${randomUUID()}`,
    passwordHash: "hash",
    role: "admin",
    createdAt: now,
  });
  return store.sessions.create({
    id: randomUUID(),
    userId: user.id,
    currentJti: randomUUID(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the session liveness cache", () => {
  it("stops a session revoked through it at once", async () => {
    const mine = withLiveSessionCache(handles.first().sessions, TTL);
    const session = await newSession(handles.first());
    expect(await mine.isLive(session.id)).toBe(true);
    await mine.revoke(session.id, now);
    expect(await mine.isLive(session.id)).toBe(false);
  });

  it("stops a family whose spent token came back (reuse) at once", async () => {
    const mine = withLiveSessionCache(handles.first().sessions, TTL);
    const session = await newSession(handles.first());
    expect(await mine.isLive(session.id)).toBe(true);
    expect((await mine.rotate(session.id, session.currentJti, "b", now, 0)).kind).toBe("rotated");
    expect(await mine.isLive(session.id)).toBe(true);
    // The first token again, a minute later, past its grace: the whole family is revoked.
    const later = new Date(now.getTime() + 60_000);
    expect((await mine.rotate(session.id, session.currentJti, "c", later, 0)).kind).toBe("reused");
    expect(await mine.isLive(session.id)).toBe(false);
  });

  it("stops every session of a user whose sessions were all revoked at once", async () => {
    const mine = withLiveSessionCache(handles.first().sessions, TTL);
    const session = await newSession(handles.first());
    expect(await mine.isLive(session.id)).toBe(true);
    expect(await mine.revokeAllForUser(session.userId, now)).toBe(1);
    expect(await mine.isLive(session.id)).toBe(false);
  });

  it("sees a revocation by another instance within its time, not before", async () => {
    const mine = withLiveSessionCache(handles.first().sessions, TTL);
    const session = await newSession(handles.first());
    expect(await mine.isLive(session.id)).toBe(true);
    await handles.second().sessions.revoke(session.id, now);
    // Remembered: the other instance's write is not read yet (this is the stated trade-off).
    expect(await mine.isLive(session.id)).toBe(true);
    await sleep(TTL + 50);
    expect(await mine.isLive(session.id)).toBe(false);
  });

  it("asks the store again for a session it does not know to be live", async () => {
    const mine = withLiveSessionCache(handles.first().sessions, TTL);
    expect(await mine.isLive(randomUUID())).toBe(false);
    const spy = jest.spyOn(handles.first().sessions, "isLive");
    const session = await newSession(handles.first());
    await mine.isLive(session.id);
    await mine.isLive(session.id);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
