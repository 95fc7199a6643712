// The storage contract: every adapter runs this same suite (sqlite.test.ts, mongo.test.ts), so
// the behaviour documented in src/store/types/ holds whichever database the site is given.
//
// Tests share one store per suite, so each one isolates itself: fresh ids and slugs, a private
// stretch of time (timeline()) for anything that queries by date, a private search token for item
// lists, and before/after differences for totals that span the whole store.
import { randomUUID } from "node:crypto";
import { MissingMedia, UniqueViolation } from "../../src/store/errors";
import type {
  BuildRecord,
  ContactRecord,
  GalleryData,
  ItemKind,
  ItemListQuery,
  ItemRecord,
  MailStatus,
  MediaRecord,
  NewItem,
  NewsData,
  Store,
} from "../../src/store/types";
import { oneHandle } from "./two-handles";
import { REVISIONS_KEPT } from "../../src/store/types/items";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Later than any timeline() hands out: a claim at this time sees every pending message. */
const END_OF_TIME = new Date(Date.UTC(2999, 0, 1));

let nextTimelineStart = Date.UTC(2031, 0, 1);

/** A stretch of 1000 hours no other test uses; returns a clock counting hours from its start. */
function timeline(): (hours: number) => Date {
  const start = nextTimelineStart;
  nextTimelineStart += 1000 * HOUR;
  return (hours) => new Date(start + hours * HOUR);
}

const uniqueSlug = () => `s-${randomUUID()}`;
const searchToken = () => `t${randomUUID().replaceAll("-", "")}`;
const byId = <T extends { id: string }>(records: T[]) =>
  [...records].sort((a, b) => a.id.localeCompare(b.id));
const ids = (records: { id: string }[]) => records.map((record) => record.id);

function newsData(title: string, coverMediaId: string | null = null): NewsData {
  return {
    title: { en: title, ar: `${title} (ar)` },
    excerpt: { en: `${title} excerpt` },
    body: { en: `${title} body`, ru: `${title} (ru)` },
    cover: coverMediaId ? { mediaId: coverMediaId, alt: { en: "cover" } } : null,
  };
}

function galleryData(title: string, imageIds: string[] = []): GalleryData {
  return {
    title: { en: title },
    description: { en: `${title} description` },
    images: imageIds.map((mediaId) => ({ mediaId, alt: { en: "image" }, caption: {} })),
  };
}

interface ItemFixture {
  kind?: ItemKind;
  slug?: string;
  status?: "draft" | "published";
  publishedAt?: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
  title?: string;
  mediaIds?: string[];
  searchText?: string;
}

function newItem(fixture: ItemFixture = {}): NewItem {
  const kind = fixture.kind ?? "news";
  const title = fixture.title ?? "A title";
  const mediaIds = fixture.mediaIds ?? [];
  const createdAt = fixture.createdAt ?? new Date(Date.UTC(2030, 0, 1));
  return {
    id: randomUUID(),
    kind,
    slug: fixture.slug ?? uniqueSlug(),
    status: fixture.status ?? "draft",
    publishedAt: fixture.publishedAt ?? null,
    createdAt,
    updatedAt: fixture.updatedAt ?? createdAt,
    updatedBy: null,
    data: kind === "news" ? newsData(title, mediaIds[0] ?? null) : galleryData(title, mediaIds),
    mediaIds,
    searchText: fixture.searchText ?? title.toLowerCase(),
  };
}

function newMedia(createdAt = new Date(Date.UTC(2030, 0, 1))): MediaRecord {
  const id = randomUUID();
  return {
    id,
    filename: `${id}.webp`,
    type: "image/webp",
    width: 640,
    height: 480,
    bytes: 12345,
    createdAt,
    createdBy: null,
  };
}

function newContact(createdAt: Date, mailStatus: MailStatus = "disabled") {
  return {
    id: randomUUID(),
    fields: {
      name: "Ada",
      family: "Lovelace",
      continent: "europe",
      country: "GB",
      city: "London",
      address: "",
      "postal-code": "",
      "how-to-contact": "email" as const,
      email: "ada@example.org",
      phone: "",
      message: "Hello there",
    },
    createdAt,
    mailStatus,
  };
}

function newBuild(requestedAt: Date, status: BuildRecord["status"] = "queued"): BuildRecord {
  return {
    id: randomUUID(),
    status,
    builder: "local",
    reason: "test",
    requestedAt,
    startedAt: null,
    finishedAt: null,
    logTail: "",
    externalId: null,
  };
}

/** Comparable form of an item: media ids carry no order. */
const normalized = <T extends ItemRecord>(item: T) => ({
  ...item,
  mediaIds: [...item.mediaIds].sort(),
});

export function storeContract(name: string, open: () => Promise<Store>): void {
  describe(`storage contract: ${name}`, () => {
    const store = oneHandle(open);

    async function newUser(overrides: { username?: string } = {}) {
      const id = randomUUID();
      return store().users.create({
        id,
        username: overrides.username ?? `user-${id}`,
        passwordHash: "hash-1",
        role: "editor",
        createdAt: new Date(Date.UTC(2030, 0, 1)),
      });
    }

    async function newItemWithMedia(kind: ItemKind) {
      const media = await store().media.insert(newMedia());
      const item = await store().items.create(newItem({ kind, mediaIds: [media.id] }));
      return { media, item };
    }

    it("pings", async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });

    it(`reports its kind as "${name}"`, () => {
      expect(store().kind).toBe(name);
    });

    describe("users", () => {
      it("creates a user and finds it by id and by name", async () => {
        const createdAt = new Date(Date.UTC(2030, 5, 1));
        const id = randomUUID();
        const username = `ada-${id}`;
        const user = await store().users.create({
          id,
          username,
          passwordHash: "h",
          role: "admin",
          createdAt,
        });
        const expected = {
          id,
          username,
          passwordHash: "h",
          role: "admin",
          createdAt,
          updatedAt: createdAt,
          envPasswordHash: null,
          totp: null,
          totpPending: null,
          uiLanguage: null,
        };
        expect(user).toStrictEqual(expected);
        expect(await store().users.findById(id)).toStrictEqual(expected);
        expect(await store().users.findByUsername(username)).toStrictEqual(expected);
      });

      it("answers null for unknown ids and names", async () => {
        expect(await store().users.findById(randomUUID())).toBeNull();
        expect(await store().users.findByUsername(`nobody-${randomUUID()}`)).toBeNull();
      });

      it("refuses a taken username with UniqueViolation('username')", async () => {
        const first = await newUser();
        const second = newUser({ username: first.username });
        await expect(second).rejects.toBeInstanceOf(UniqueViolation);
        await expect(second).rejects.toMatchObject({ field: "username" });
        expect((await store().users.findByUsername(first.username))?.id).toBe(first.id);
      });

      it("lists every user", async () => {
        const a = await newUser();
        const b = await newUser();
        const listed = ids(await store().users.list());
        expect(listed).toEqual(expect.arrayContaining([a.id, b.id]));
      });

      it("sets a password and reports whether the user exists", async () => {
        const user = await newUser();
        const now = new Date(Date.UTC(2030, 6, 1));
        expect(await store().users.setPassword(user.id, "hash-2", now)).toBe(true);
        const after = await store().users.findById(user.id);
        expect(after?.passwordHash).toBe("hash-2");
        expect(after?.updatedAt).toEqual(now);
        expect(await store().users.setPassword(randomUUID(), "hash-3", now)).toBe(false);
      });

      it("records which password the environment set, and keeps it through other changes", async () => {
        const now = new Date(Date.UTC(2030, 6, 1));
        const id = randomUUID();
        const user = await store().users.create({
          id,
          username: `env-${id}`,
          passwordHash: "env-1",
          role: "admin",
          createdAt: now,
          envPasswordHash: "env-1",
        });
        expect(user.envPasswordHash).toBe("env-1");
        await store().users.setPassword(id, "cli-2", now);
        expect(await store().users.findById(id)).toMatchObject({
          passwordHash: "cli-2",
          envPasswordHash: "env-1",
        });
        await store().users.setPassword(id, "env-3", now, { fromEnvironment: true });
        expect(await store().users.findById(id)).toMatchObject({
          passwordHash: "env-3",
          envPasswordHash: "env-3",
        });
      });

      it("marks the current password as the environment's only while it is still current", async () => {
        const user = await newUser();
        expect(await store().users.markEnvPassword(user.id, "not-current")).toBe(false);
        expect((await store().users.findById(user.id))?.envPasswordHash).toBeNull();
        expect(await store().users.markEnvPassword(user.id, user.passwordHash)).toBe(true);
        expect((await store().users.findById(user.id))?.envPasswordHash).toBe(user.passwordHash);
      });

      it("keeps an authenticator: pending, enrolled, each step and recovery code used once", async () => {
        const users = store().users;
        const user = await newUser();
        await users.setTotpPending(user.id, "sealed-pending");
        expect((await users.findById(user.id))?.totpPending).toBe("sealed-pending");

        const enabledAt = new Date(Date.UTC(2030, 0, 2));
        await users.setTotp(user.id, {
          secret: "sealed",
          enabledAt,
          lastStep: 0,
          recoveryCodes: ["h1", "h2"],
          usedRecoveryCodes: [],
        });
        expect(await users.findById(user.id)).toMatchObject({
          totp: {
            secret: "sealed",
            enabledAt,
            lastStep: 0,
            recoveryCodes: ["h1", "h2"],
            usedRecoveryCodes: [],
          },
          totpPending: null,
        });

        // In parallel, one acceptance per step and per code.
        const steps = await Promise.all([1, 2, 3].map(() => users.useTotpStep(user.id, 100)));
        expect(steps.filter(Boolean)).toHaveLength(1);
        expect(await users.useTotpStep(user.id, 99)).toBe(false);
        expect(await users.useTotpStep(user.id, 101)).toBe(true);
        const codes = await Promise.all([1, 2, 3].map(() => users.useRecoveryCode(user.id, "h1")));
        expect(codes.sort()).toEqual(["accepted", "spent", "spent"]);
        // A used code is told from one this set never had.
        expect(await users.useRecoveryCode(user.id, "h1")).toBe("spent");
        expect(await users.useRecoveryCode(user.id, "nope")).toBe("unknown");
        expect((await users.findById(user.id))?.totp).toMatchObject({
          lastStep: 101,
          recoveryCodes: ["h2"],
          usedRecoveryCodes: ["h1"],
        });
        expect(await users.useRecoveryCode(user.id, "h2")).toBe("accepted");
        expect((await users.findById(user.id))?.totp).toMatchObject({
          recoveryCodes: [],
          usedRecoveryCodes: ["h1", "h2"],
        });

        await users.setTotp(user.id, null);
        expect((await users.findById(user.id))?.totp).toBeNull();
        expect(await users.useTotpStep(user.id, 200)).toBe(false);
        expect(await users.useRecoveryCode(user.id, "h2")).toBe("unknown");
      });

      it("remembers each admin's dashboard language, and forgets it on null", async () => {
        const users = store().users;
        const [first, second] = [await newUser(), await newUser()];
        expect((await users.findById(first.id))?.uiLanguage).toBeNull();
        await users.setUiLanguage(first.id, "ar");
        await users.setUiLanguage(second.id, "ru");
        expect((await users.findById(first.id))?.uiLanguage).toBe("ar");
        expect((await users.findByUsername(second.username))?.uiLanguage).toBe("ru");
        await users.setUiLanguage(first.id, null);
        expect((await users.findById(first.id))?.uiLanguage).toBeNull();
        expect((await users.findById(second.id))?.uiLanguage).toBe("ru");
      });
    });

    describe("sessions", () => {
      const GRACE = 30_000;

      async function newSession(createdAt = new Date(Date.UTC(2030, 0, 1))) {
        const user = await newUser();
        return store().sessions.create({
          id: randomUUID(),
          userId: user.id,
          currentJti: randomUUID(),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 30 * 24 * HOUR),
        });
      }

      it("creates a family that has never rotated and gets it back", async () => {
        const user = await newUser();
        const createdAt = new Date(Date.UTC(2030, 1, 1));
        const expiresAt = new Date(Date.UTC(2030, 2, 1));
        const input = {
          id: randomUUID(),
          userId: user.id,
          currentJti: "jti-1",
          createdAt,
          expiresAt,
        };
        const expected = {
          ...input,
          previousJti: null,
          rotatedAt: null,
          lastUsedAt: createdAt,
          revokedAt: null,
        };
        expect(await store().sessions.create(input)).toStrictEqual(expected);
        expect(await store().sessions.get(input.id)).toStrictEqual(expected);
        expect(await store().sessions.get(randomUUID())).toBeNull();
      });

      it("rotates when the current token is presented", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        const result = await store().sessions.rotate(
          session.id,
          session.currentJti,
          "next",
          now,
          GRACE,
        );
        const expected = {
          ...session,
          currentJti: "next",
          previousJti: session.currentJti,
          rotatedAt: now,
          lastUsedAt: now,
        };
        expect(result).toStrictEqual({ kind: "rotated", session: expected });
        expect(await store().sessions.get(session.id)).toStrictEqual(expected);
      });

      it("accepts the just-replaced token within the grace window, up to its last millisecond", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        await store().sessions.rotate(session.id, session.currentJti, "next", now, GRACE);

        const atEdge = new Date(now.getTime() + GRACE);
        const result = await store().sessions.rotate(
          session.id,
          session.currentJti,
          "other",
          atEdge,
          GRACE,
        );
        expect(result.kind).toBe("grace");
        if (result.kind !== "grace") return;
        expect(result.session.currentJti).toBe("next");
        expect(result.session.previousJti).toBe(session.currentJti);
        expect(result.session.revokedAt).toBeNull();
        const stored = await store().sessions.get(session.id);
        expect(stored?.currentJti).toBe("next");
        expect(stored?.revokedAt).toBeNull();
      });

      it("accepts the just-replaced token once: its second use in the window is reuse", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        await store().sessions.rotate(session.id, session.currentJti, "next", now, GRACE);
        const soon = new Date(now.getTime() + 1000);
        const once = await store().sessions.rotate(
          session.id,
          session.currentJti,
          "a",
          soon,
          GRACE,
        );
        expect(once.kind).toBe("grace");

        const again = await store().sessions.rotate(
          session.id,
          session.currentJti,
          "b",
          soon,
          GRACE,
        );
        expect(again).toEqual({ kind: "reused" });
        expect((await store().sessions.get(session.id))?.revokedAt).toEqual(soon);
      });

      it("grants the grace again for the token of the next rotation", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        await store().sessions.rotate(session.id, session.currentJti, "second", now, GRACE);
        await store().sessions.rotate(session.id, session.currentJti, "x", now, GRACE);
        const later = new Date(now.getTime() + GRACE * 2);
        await store().sessions.rotate(session.id, "second", "third", later, GRACE);
        const result = await store().sessions.rotate(session.id, "second", "y", later, GRACE);
        expect(result.kind).toBe("grace");
      });

      it("revokes the family when a spent token comes back after the grace window", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        await store().sessions.rotate(session.id, session.currentJti, "next", now, GRACE);

        const late = new Date(now.getTime() + GRACE + 1);
        expect(
          await store().sessions.rotate(session.id, session.currentJti, "other", late, GRACE),
        ).toEqual({ kind: "reused" });
        expect((await store().sessions.get(session.id))?.revokedAt).toEqual(late);
        expect(await store().sessions.isLive(session.id)).toBe(false);
        // Even the legitimate holder of the current token is out now.
        expect(await store().sessions.rotate(session.id, "next", "third", late, GRACE)).toEqual({
          kind: "revoked",
        });
      });

      it("treats an unknown token as reuse", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        expect(await store().sessions.rotate(session.id, "forged", "next", now, GRACE)).toEqual({
          kind: "reused",
        });
        expect((await store().sessions.get(session.id))?.revokedAt).toEqual(now);
      });

      it("answers missing for an unknown family", async () => {
        const now = new Date(Date.UTC(2030, 0, 2));
        expect(await store().sessions.rotate(randomUUID(), "a", "b", now, GRACE)).toEqual({
          kind: "missing",
        });
      });

      it("rotates once when two requests present the same token at the same time", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        const results = await Promise.all([
          store().sessions.rotate(session.id, session.currentJti, "tab-a", now, GRACE),
          store().sessions.rotate(session.id, session.currentJti, "tab-b", now, GRACE),
        ]);
        expect(results.map((result) => result.kind).sort()).toEqual(["grace", "rotated"]);
        const rotated = results.find((result) => result.kind === "rotated");
        const winner = rotated?.kind === "rotated" ? rotated.session.currentJti : undefined;
        expect(["tab-a", "tab-b"]).toContain(winner);
        const stored = await store().sessions.get(session.id);
        expect(stored?.currentJti).toBe(winner);
        expect(stored?.previousJti).toBe(session.currentJti);
        expect(stored?.revokedAt).toBeNull();
      });

      it("of three requests with the same token at once, one rotates, one gets the grace, one revokes", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        const results = await Promise.all(
          ["a", "b", "c"].map((next) =>
            store().sessions.rotate(session.id, session.currentJti, next, now, GRACE),
          ),
        );
        expect(results.map((result) => result.kind).sort()).toEqual(["grace", "reused", "rotated"]);
        expect((await store().sessions.get(session.id))?.revokedAt).toEqual(now);
      });

      it("revokes one family, after which rotation is refused", async () => {
        const session = await newSession();
        const now = new Date(Date.UTC(2030, 0, 2));
        expect(await store().sessions.isLive(session.id)).toBe(true);
        await store().sessions.revoke(session.id, now);
        expect((await store().sessions.get(session.id))?.revokedAt).toEqual(now);
        expect(await store().sessions.isLive(session.id)).toBe(false);
        expect(await store().sessions.isLive(randomUUID())).toBe(false);
        expect(
          await store().sessions.rotate(session.id, session.currentJti, "next", now, GRACE),
        ).toEqual({ kind: "revoked" });
      });

      it("revokes all live families of one user and counts them", async () => {
        const user = await newUser();
        const other = await newSession();
        const createdAt = new Date(Date.UTC(2030, 0, 1));
        const expiresAt = new Date(Date.UTC(2030, 6, 1));
        const make = () =>
          store().sessions.create({
            id: randomUUID(),
            userId: user.id,
            currentJti: randomUUID(),
            createdAt,
            expiresAt,
          });
        const [a, b, c] = [await make(), await make(), await make()];
        const earlier = new Date(Date.UTC(2030, 0, 2));
        await store().sessions.revoke(c.id, earlier);

        const now = new Date(Date.UTC(2030, 0, 3));
        expect(await store().sessions.revokeAllForUser(user.id, now)).toBe(2);
        expect((await store().sessions.get(a.id))?.revokedAt).toEqual(now);
        expect((await store().sessions.get(b.id))?.revokedAt).toEqual(now);
        expect((await store().sessions.get(c.id))?.revokedAt).not.toBeNull();
        expect((await store().sessions.get(other.id))?.revokedAt).toBeNull();
        expect(await store().sessions.revokeAllForUser(user.id, now)).toBe(0);
      });

      it("lists one user's live sessions with where they signed in, last used first", async () => {
        const user = await newUser();
        const make = (createdAt: Date, address: string | null) =>
          store().sessions.create({
            id: randomUUID(),
            userId: user.id,
            currentJti: randomUUID(),
            createdAt,
            expiresAt: new Date(Date.UTC(2030, 6, 1)),
            userAgent: "Firefox",
            address,
          });
        const older = await make(new Date(Date.UTC(2030, 0, 1)), "203.0.113.0/24");
        const newer = await make(new Date(Date.UTC(2030, 0, 2)), null);
        const ended = await make(new Date(Date.UTC(2030, 0, 3)), null);
        await store().sessions.revoke(ended.id, new Date(Date.UTC(2030, 0, 4)));
        await newSession();
        const now = new Date(Date.UTC(2030, 0, 5));
        expect(await store().sessions.listForUser(user.id, now)).toStrictEqual([
          {
            id: newer.id,
            createdAt: newer.createdAt,
            lastUsedAt: newer.createdAt,
            userAgent: "Firefox",
            address: null,
          },
          {
            id: older.id,
            createdAt: older.createdAt,
            lastUsedAt: older.createdAt,
            userAgent: "Firefox",
            address: "203.0.113.0/24",
          },
        ]);
        expect(await store().sessions.listForUser(user.id, new Date(Date.UTC(2031, 0, 1)))).toEqual(
          [],
        );
      });

      it("revokes every live family of one user but the one kept", async () => {
        const user = await newUser();
        const make = () =>
          store().sessions.create({
            id: randomUUID(),
            userId: user.id,
            currentJti: randomUUID(),
            createdAt: new Date(Date.UTC(2030, 0, 1)),
            expiresAt: new Date(Date.UTC(2030, 6, 1)),
          });
        const [kept, a, b] = [await make(), await make(), await make()];
        const other = await newSession();
        const now = new Date(Date.UTC(2030, 0, 3));
        expect(await store().sessions.revokeAllForUserExcept(user.id, kept.id, now)).toBe(2);
        expect((await store().sessions.get(kept.id))?.revokedAt).toBeNull();
        expect((await store().sessions.get(a.id))?.revokedAt).toEqual(now);
        expect((await store().sessions.get(b.id))?.revokedAt).toEqual(now);
        expect((await store().sessions.get(other.id))?.revokedAt).toBeNull();
        expect(await store().sessions.revokeAllForUserExcept(user.id, kept.id, now)).toBe(0);
      });
    });

    describe("media", () => {
      it("inserts and gets a file record", async () => {
        const media = { ...newMedia(), createdBy: (await newUser()).id };
        expect(await store().media.insert(media)).toStrictEqual(media);
        expect(await store().media.get(media.id)).toStrictEqual(media);
        expect(await store().media.get(randomUUID())).toBeNull();
      });

      it("gets many, skipping unknown ids", async () => {
        const a = await store().media.insert(newMedia());
        const b = await store().media.insert(newMedia());
        await store().media.insert(newMedia());
        const found = await store().media.getMany([a.id, randomUUID(), b.id]);
        expect(byId(found)).toStrictEqual(byId([a, b]));
        expect(await store().media.getMany([])).toEqual([]);
      });

      it("deletes an unused file once, then reports it missing", async () => {
        const media = await store().media.insert(newMedia());
        expect(await store().media.delete(media.id)).toBe("deleted");
        expect(await store().media.get(media.id)).toBeNull();
        expect(await store().media.delete(media.id)).toBe("missing");
        expect(await store().media.delete(randomUUID())).toBe("missing");
      });

      it("refuses to delete a news cover until the item drops it", async () => {
        const { media, item } = await newItemWithMedia("news");
        expect(await store().media.delete(media.id)).toBe("in-use");
        expect(await store().media.get(media.id)).not.toBeNull();

        const result = await store().items.update("news", item.id, 1, {
          data: newsData("No cover"),
          mediaIds: [],
          updatedAt: new Date(Date.UTC(2030, 0, 2)),
          updatedBy: null,
        });
        expect(result.kind).toBe("updated");
        expect(await store().media.delete(media.id)).toBe("deleted");
      });

      it("refuses to delete a gallery image until the item is deleted", async () => {
        const { media, item } = await newItemWithMedia("gallery");
        expect(await store().media.delete(media.id)).toBe("in-use");
        expect(await store().items.delete("gallery", item.id)).toBe(true);
        expect(await store().media.delete(media.id)).toBe("deleted");
      });

      it("never deletes a file that an item starts to use at the same moment", async () => {
        // Whichever comes first wins, atomically: either the item refers to a file that is
        // still there, or the file is gone and the item was refused; never an item with a
        // dangling reference.
        for (let round = 0; round < 10; round += 1) {
          const media = await store().media.insert(newMedia());
          const item = newItem({ kind: "gallery", mediaIds: [media.id] });
          const [deleted, created] = await Promise.allSettled([
            store().media.delete(media.id),
            store().items.create(item),
          ]);
          const stored = await store().items.findById("gallery", item.id);
          const file = await store().media.get(media.id);
          if (created.status === "fulfilled") {
            expect(deleted).toEqual({ status: "fulfilled", value: "in-use" });
            expect(stored?.mediaIds).toEqual([media.id]);
            expect(file).not.toBeNull();
          } else {
            expect(created.reason).toBeInstanceOf(MissingMedia);
            expect(deleted).toEqual({ status: "fulfilled", value: "deleted" });
            expect([stored, file]).toEqual([null, null]);
            expect(await store().items.findBySlug("gallery", item.slug)).toBeNull();
          }
        }
      });
    });

    describe("items", () => {
      const changedAt = new Date(Date.UTC(2030, 0, 2));
      const touch = { updatedAt: changedAt, updatedBy: null };

      it("creates an item at version 1 and finds it by id and by slug", async () => {
        const media = await store().media.insert(newMedia());
        const other = await store().media.insert(newMedia());
        const input = newItem({
          kind: "gallery",
          status: "published",
          publishedAt: new Date(Date.UTC(2030, 0, 1)),
          mediaIds: [media.id, other.id],
        });
        const expected = normalized({ ...input, version: 1 });
        expect(normalized(await store().items.create(input))).toStrictEqual(expected);
        const byItsId = await store().items.findById("gallery", input.id);
        expect(byItsId && normalized(byItsId)).toStrictEqual(expected);
        const bySlug = await store().items.findBySlug("gallery", input.slug);
        expect(bySlug && normalized(bySlug)).toStrictEqual(expected);
      });

      it("keys items by kind", async () => {
        const item = await store().items.create(newItem({ kind: "news" }));
        expect(await store().items.findById("gallery", item.id)).toBeNull();
        expect(await store().items.findBySlug("gallery", item.slug)).toBeNull();
        expect(await store().items.findById("news", randomUUID())).toBeNull();
        expect(await store().items.findBySlug("news", uniqueSlug())).toBeNull();
      });

      it("leaves untranslated texts out rather than storing them as null", async () => {
        const input = newItem();
        input.data = { ...newsData("Only English"), excerpt: { en: "x", ar: undefined } };
        await store().items.create(input);
        const found = await store().items.findById<NewsData>("news", input.id);
        expect(found?.data.excerpt).toStrictEqual({ en: "x" });
      });

      it("allows one slug once per kind: UniqueViolation('slug') for a second use", async () => {
        const slug = uniqueSlug();
        await store().items.create(newItem({ kind: "news", slug }));
        await expect(
          store().items.create(newItem({ kind: "gallery", slug })),
        ).resolves.toBeTruthy();

        const clash = newItem({ kind: "news", slug });
        const attempt = store().items.create(clash);
        await expect(attempt).rejects.toBeInstanceOf(UniqueViolation);
        await expect(attempt).rejects.toMatchObject({ field: "slug" });
        expect(await store().items.findById("news", clash.id)).toBeNull();
      });

      it("applies changes, adds 1 to the version and keeps what was not changed", async () => {
        const media = await store().media.insert(newMedia());
        const item = await store().items.create(newItem({ title: "Before" }));
        const publishedAt = new Date(Date.UTC(2030, 0, 3));
        const updatedBy = (await newUser()).id;
        const data = newsData("After", media.id);
        const result = await store().items.update("news", item.id, 1, {
          status: "published",
          publishedAt,
          data,
          mediaIds: [media.id],
          searchText: "after",
          updatedAt: changedAt,
          updatedBy,
        });
        const expected = {
          ...item,
          status: "published",
          publishedAt,
          data,
          mediaIds: [media.id],
          searchText: "after",
          updatedAt: changedAt,
          updatedBy,
          version: 2,
        };
        expect(result).toStrictEqual({ kind: "updated", item: expected });
        expect(await store().items.findById("news", item.id)).toStrictEqual(expected);

        const unpublished = await store().items.update("news", item.id, 2, {
          status: "draft",
          publishedAt: null,
          ...touch,
        });
        expect(unpublished.kind === "updated" && unpublished.item).toMatchObject({
          status: "draft",
          publishedAt: null,
          slug: item.slug,
          data,
          version: 3,
        });
      });

      it("refuses a stale version with the current item and changes nothing", async () => {
        const item = await store().items.create(newItem({ title: "One" }));
        const first = await store().items.update("news", item.id, 1, {
          searchText: "two",
          ...touch,
        });
        expect(first.kind).toBe("updated");
        const current = await store().items.findById("news", item.id);

        const stale = await store().items.update("news", item.id, 1, {
          searchText: "three",
          ...touch,
        });
        expect(stale).toStrictEqual({ kind: "stale", current });
        expect(await store().items.findById("news", item.id)).toStrictEqual(current);
      });

      it("answers missing for an unknown item or the wrong kind", async () => {
        const item = await store().items.create(newItem({ kind: "news" }));
        expect(await store().items.update("news", randomUUID(), 1, touch)).toEqual({
          kind: "missing",
        });
        expect(await store().items.update("gallery", item.id, 1, touch)).toEqual({
          kind: "missing",
        });
      });

      it("refuses an item that refers to a file that does not exist, keeping nothing of it", async () => {
        const item = newItem({ kind: "gallery", mediaIds: [randomUUID()] });
        await expect(store().items.create(item)).rejects.toBeInstanceOf(MissingMedia);
        expect(await store().items.findById("gallery", item.id)).toBeNull();
        expect(await store().items.findBySlug("gallery", item.slug)).toBeNull();
        await expect(
          store().items.create({ ...item, id: randomUUID(), mediaIds: [], data: galleryData("x") }),
        ).resolves.toBeTruthy();
      });

      it("refuses an update that refers to a missing file, changing nothing", async () => {
        const item = await store().items.create(newItem({ kind: "gallery" }));
        const slug = uniqueSlug();
        const missing = randomUUID();
        await expect(
          store().items.update("gallery", item.id, 1, {
            slug,
            data: galleryData("With a lost image", [missing]),
            mediaIds: [missing],
            ...touch,
          }),
        ).rejects.toBeInstanceOf(MissingMedia);
        expect(await store().items.findById("gallery", item.id)).toStrictEqual(item);
        expect(await store().items.findBySlug("gallery", slug)).toBeNull();
      });

      it("leaves no slug behind when the item itself cannot be stored", async () => {
        const existing = await store().items.create(newItem());
        const slug = uniqueSlug();
        // Same id as a stored item: the item write fails after its slug could have been taken.
        await expect(
          store().items.create({ ...newItem({ slug }), id: existing.id }),
        ).rejects.toThrow();
        expect(await store().items.findBySlug("news", slug)).toBeNull();
        await expect(store().items.create(newItem({ slug }))).resolves.toBeTruthy();
      });

      it("does not keep the slug of a refused update", async () => {
        const item = await store().items.create(newItem());
        await store().items.update("news", item.id, 1, touch);
        const slug = uniqueSlug();
        const stale = await store().items.update("news", item.id, 1, { slug, ...touch });
        expect(stale.kind).toBe("stale");
        const missing = await store().items.update("news", randomUUID(), 1, { slug, ...touch });
        expect(missing.kind).toBe("missing");

        expect(await store().items.findBySlug("news", slug)).toBeNull();
        expect(await store().items.aliasesOf("news", item.id)).toEqual([]);
        await expect(store().items.create(newItem({ slug }))).resolves.toBeTruthy();
      });

      it("keeps the old slug as an alias on rename, for this item only", async () => {
        const oldSlug = uniqueSlug();
        const newSlug = uniqueSlug();
        const item = await store().items.create(newItem({ slug: oldSlug }));
        const renamed = await store().items.update("news", item.id, 1, { slug: newSlug, ...touch });
        expect(renamed.kind === "updated" && renamed.item.slug).toBe(newSlug);

        expect((await store().items.findBySlug("news", newSlug))?.id).toBe(item.id);
        expect((await store().items.findBySlug("news", oldSlug))?.id).toBe(item.id);
        expect(await store().items.aliasesOf("news", item.id)).toEqual([oldSlug]);

        const taker = newItem({ slug: oldSlug });
        await expect(store().items.create(taker)).rejects.toMatchObject({ field: "slug" });
        const other = await store().items.create(newItem());
        const stolen = store().items.update("news", other.id, 1, { slug: oldSlug, ...touch });
        await expect(stolen).rejects.toBeInstanceOf(UniqueViolation);
        await expect(stolen).rejects.toMatchObject({ field: "slug" });
        expect((await store().items.findById("news", other.id))?.slug).toBe(other.slug);
        // The same slug in the other kind is a different address.
        await expect(
          store().items.create(newItem({ kind: "gallery", slug: oldSlug })),
        ).resolves.toBeTruthy();
      });

      it("renames back to one of its own aliases", async () => {
        const first = uniqueSlug();
        const second = uniqueSlug();
        const item = await store().items.create(newItem({ slug: first }));
        await store().items.update("news", item.id, 1, { slug: second, ...touch });
        const back = await store().items.update("news", item.id, 2, { slug: first, ...touch });
        expect(back.kind === "updated" && back.item).toMatchObject({ slug: first, version: 3 });
        expect(await store().items.aliasesOf("news", item.id)).toEqual([second]);
        expect((await store().items.findBySlug("news", second))?.id).toBe(item.id);
        expect((await store().items.findBySlug("news", first))?.slug).toBe(first);
      });

      it("lists aliases sorted, and none for an unknown item", async () => {
        const slugs = ["b", "c", "a", "d"].map((letter) => `${letter}-${randomUUID()}`);
        const [current, ...renames] = slugs as [string, ...string[]];
        const item = await store().items.create(newItem({ slug: current }));
        let version = 1;
        for (const slug of renames) {
          await store().items.update("news", item.id, version++, { slug, ...touch });
        }
        const aliases = slugs.slice(0, -1).sort();
        expect(await store().items.aliasesOf("news", item.id)).toEqual(aliases);
        expect(await store().items.aliasesOf("gallery", item.id)).toEqual([]);
        expect(await store().items.aliasesOf("news", randomUUID())).toEqual([]);
      });

      it("deletes an item with all its slugs, which become free again", async () => {
        const oldSlug = uniqueSlug();
        const newSlug = uniqueSlug();
        const item = await store().items.create(newItem({ slug: oldSlug }));
        await store().items.update("news", item.id, 1, { slug: newSlug, ...touch });

        expect(await store().items.delete("gallery", item.id)).toBe(false);
        expect(await store().items.delete("news", item.id)).toBe(true);
        expect(await store().items.findById("news", item.id)).toBeNull();
        expect(await store().items.findBySlug("news", oldSlug)).toBeNull();
        expect(await store().items.findBySlug("news", newSlug)).toBeNull();
        expect(await store().items.delete("news", item.id)).toBe(false);

        await expect(store().items.create(newItem({ slug: oldSlug }))).resolves.toBeTruthy();
        await expect(store().items.create(newItem({ slug: newSlug }))).resolves.toBeTruthy();
      });

      it("raises the content version on every item write, and only then", async () => {
        const items = store().items;
        const v0 = await items.contentVersion();
        const item = await items.create(newItem());
        const v1 = await items.contentVersion();
        expect(v1).toBeGreaterThan(v0);

        // Reads, refused writes and deletes of nothing leave it as it is.
        await items.findById("news", item.id);
        await items.listSummaries("news", {
          visibility: "all",
          status: "all",
          now: new Date(),
          sort: "newest",
          offset: 0,
          limit: 5,
        });
        expect((await items.update("news", item.id, 7, { status: "draft", ...touch })).kind).toBe(
          "stale",
        );
        await expect(items.create(newItem({ slug: item.slug }))).rejects.toBeInstanceOf(
          UniqueViolation,
        );
        expect(await items.delete("news", randomUUID())).toBe(false);
        expect(await items.contentVersion()).toBe(v1);

        await items.update("news", item.id, 1, { status: "published", ...touch });
        const v2 = await items.contentVersion();
        expect(v2).toBeGreaterThan(v1);
        expect(await items.delete("news", item.id)).toBe(true);
        expect(await items.contentVersion()).toBeGreaterThan(v2);
      });

      it("keeps a revision of every save in the save's own write, newest first", async () => {
        const items = store().items;
        const item = await items.create({
          ...newItem({ title: "First" }),
          changedFields: ["title.en"],
        });
        const second = newItem({ title: "Second" }).data;
        const saved = await items.update("news", item.id, 1, {
          data: second,
          status: "published",
          publishedAt: changedAt,
          updatedAt: changedAt,
          updatedBy: "layla",
          changedFields: ["title.en", "status"],
        });
        expect(saved.kind).toBe("updated");
        // A refused (stale) write keeps nothing.
        expect((await items.update("news", item.id, 1, { ...touch })).kind).toBe("stale");

        expect(await items.revisions("news", item.id, { limit: 10 })).toEqual([
          { version: 2, savedAt: changedAt, savedBy: "layla", fields: ["title.en", "status"] },
          { version: 1, savedAt: item.updatedAt, savedBy: null, fields: ["title.en"] },
        ]);
        expect(await items.revisions("news", item.id, { before: 2, limit: 10 })).toHaveLength(1);
        const first = await items.revision("news", item.id, 1);
        expect(first).toMatchObject({
          version: 1,
          slug: item.slug,
          status: "draft",
          data: item.data,
        });
        expect(await items.revision("news", item.id, 2)).toMatchObject({
          status: "published",
          publishedAt: changedAt,
          data: second,
        });
        // Another kind's or a missing version: nothing.
        expect(await items.revision("gallery", item.id, 1)).toBeNull();
        expect(await items.revision("news", item.id, 3)).toBeNull();
        expect(await items.revisions("gallery", item.id, { limit: 10 })).toEqual([]);

        // The history goes with the item.
        expect(await items.delete("news", item.id)).toBe(true);
        expect(await items.revisions("news", item.id, { limit: 10 })).toEqual([]);
        expect(await items.revision("news", item.id, 1)).toBeNull();
      });

      it(`keeps an item's newest ${REVISIONS_KEPT} revisions`, async () => {
        const items = store().items;
        const item = await items.create(newItem());
        for (let version = 1; version <= REVISIONS_KEPT + 1; version++) {
          await items.update("news", item.id, version, { ...touch });
        }
        const kept = await items.revisions("news", item.id, { limit: 1000 });
        expect(kept).toHaveLength(REVISIONS_KEPT);
        expect(kept.at(0)?.version).toBe(REVISIONS_KEPT + 2);
        expect(kept.at(-1)?.version).toBe(3);
      });

      it("keeps translation flags in list rows, and their fingerprints only in the item", async () => {
        const base = newItem({ searchText: `${searchToken()} translated` });
        const translations = {
          translationSources: { ar: { title: "fingerprint-ar" }, ru: { title: "fingerprint-ru" } },
          outdated: { ar: ["title"], ru: [] },
        };
        const item = await store().items.create({
          ...base,
          data: { ...base.data, ...translations },
        });
        const { items } = await store().items.listSummaries("news", {
          visibility: "all",
          status: "all",
          now: new Date(),
          q: base.searchText,
          sort: "newest",
          offset: 0,
          limit: 5,
        });
        expect(items.map((row) => row.data)).toEqual([
          expect.objectContaining({ outdated: translations.outdated }),
        ]);
        expect(items[0]?.data).not.toHaveProperty("translationSources");
        const whole = await store().items.findById("news", item.id);
        expect(whole?.data).toMatchObject(translations);
      });

      describe("list", () => {
        /** Three items of each publication state, findable by one search token. */
        async function publicationStates(kind: ItemKind = "news") {
          const at = timeline();
          const token = searchToken();
          const make = (fixture: ItemFixture) =>
            store().items.create(newItem({ kind, searchText: `${token} item`, ...fixture }));
          const draft = await make({ status: "draft" });
          const due = await make({ status: "published", publishedAt: at(1) });
          const scheduled = await make({ status: "published", publishedAt: at(5) });
          return { token, now: at(2), draft, due, scheduled };
        }

        const query = (overrides: Partial<ItemListQuery> & Pick<ItemListQuery, "now">) =>
          ({
            visibility: "all",
            status: "all",
            sort: "newest",
            offset: 0,
            limit: 50,
            ...overrides,
          }) satisfies ItemListQuery;

        it("shows the public only what is published and due", async () => {
          const { token, now, due } = await publicationStates();
          for (const status of ["all", "draft", "scheduled"] as const) {
            const page = await store().items.list(
              "news",
              query({ visibility: "public", now, q: token, status }),
            );
            expect(ids(page.items)).toEqual([due.id]);
            expect(page.total).toBe(1);
          }
        });

        it("finds what a translator has work on: a text missing in a language, a picture's alt, an outdated flag", async () => {
          const token = searchToken();
          const now = new Date(Date.UTC(2030, 5, 1));
          const full = { en: "x", ar: "س", ru: "х" };
          const complete: NewsData = { title: full, excerpt: full, body: full, cover: null };
          const news = async (data: Partial<NewsData>, media: string[] = []) => {
            const base = newItem({ searchText: `${token} news`, mediaIds: media });
            return store().items.create({ ...base, data: { ...complete, ...data } });
          };
          const media = await store().media.insert(newMedia());
          const done = await news({});
          const noRussianBody = await news({ body: { en: "x", ar: "س" } });
          const emptyArabicTitle = await news({ title: { en: "x", ar: "", ru: "х" } });
          const coverAlt = await news({ cover: { mediaId: media.id, alt: { en: "a", ar: "ا" } } }, [
            media.id,
          ]);
          const describedCover = await news({ cover: { mediaId: media.id, alt: full } }, [
            media.id,
          ]);
          const outdated = await news({ outdated: { ar: [], ru: ["title"] } });
          const notOutdated = await news({ outdated: { ar: [], ru: [] } });

          const needed = await store().items.list(
            "news",
            query({ now, q: token, translation: "needed" }),
          );
          expect(ids(needed.items).sort()).toEqual(
            ids([noRussianBody, emptyArabicTitle, coverAlt, outdated]).sort(),
          );
          expect(needed.total).toBe(4);
          const summaries = await store().items.listSummaries(
            "news",
            query({ now, q: token, translation: "needed", limit: 2 }),
          );
          expect([summaries.items.length, summaries.total]).toEqual([2, 4]);
          for (const item of [done, describedCover, notOutdated])
            expect(ids(needed.items)).not.toContain(item.id);

          // Gallery: each image's alt text in each language.
          const gallery = (alts: Partial<typeof full>[]) => {
            const base = newItem({ kind: "gallery", searchText: `${token} gallery` });
            const data: GalleryData = {
              title: full,
              description: full,
              images: alts.map((alt) => ({
                mediaId: media.id,
                alt: { en: "a", ...alt },
                caption: {},
              })),
            };
            return store().items.create({ ...base, data });
          };
          const allDescribed = await gallery([full, full]);
          const secondLacksArabic = await gallery([full, { ru: "х" }]);
          const galleries = await store().items.list(
            "gallery",
            query({ now, q: token, translation: "needed" }),
          );
          expect(ids(galleries.items)).toEqual([secondLacksArabic.id]);
          expect(ids(galleries.items)).not.toContain(allDescribed.id);
        });

        it("filters by status for editors", async () => {
          const { token, now, draft, due, scheduled } = await publicationStates();
          const list = async (status: ItemListQuery["status"]) =>
            store().items.list("news", query({ now, q: token, status }));
          expect(ids((await list("all")).items).sort()).toEqual(
            ids([draft, due, scheduled]).sort(),
          );
          expect((await list("all")).total).toBe(3);
          expect(ids((await list("draft")).items)).toEqual([draft.id]);
          expect(ids((await list("published")).items)).toEqual([due.id]);
          expect(ids((await list("scheduled")).items)).toEqual([scheduled.id]);
          expect((await list("scheduled")).total).toBe(1);
        });

        it("keeps kinds apart", async () => {
          const { token, now } = await publicationStates("gallery");
          const page = await store().items.list("news", query({ now, q: token }));
          expect(page).toEqual({ items: [], total: 0 });
          expect((await store().items.list("gallery", query({ now, q: token }))).total).toBe(3);
        });

        it("searches searchText for a literal substring", async () => {
          const token = searchToken();
          const now = timeline()(0);
          const texts = ["a.b", "axb", "50% off", "50x off", "a_c", "abc", "c++", "cc"];
          const created = new Map<string, string>();
          for (const text of texts) {
            const item = await store().items.create(
              newItem({ searchText: `${token} ${text} end` }),
            );
            created.set(text, item.id);
          }
          const search = async (q: string) =>
            ids((await store().items.list("news", query({ now, q: `${token} ${q}` }))).items);
          for (const text of texts) expect(await search(text)).toEqual([created.get(text)]);
          expect((await search("50")).sort()).toEqual(
            [created.get("50% off"), created.get("50x off")].sort(),
          );
          expect(await search(".*")).toEqual([]);
          expect(await search("%")).toEqual([]);
          expect(await search("nothing like this")).toEqual([]);
        });

        it("sorts newest, oldest, updated and title, undated items last", async () => {
          const at = timeline();
          const token = searchToken();
          const make = (title: string, fixture: ItemFixture) =>
            store().items.create(newItem({ title, searchText: `${token} ${title}`, ...fixture }));
          const early = await make("charlie", {
            status: "published",
            publishedAt: at(1),
            createdAt: at(0),
            updatedAt: at(30),
          });
          const tiedOlder = await make("Bravo", {
            status: "published",
            publishedAt: at(10),
            createdAt: at(2),
            updatedAt: at(20),
          });
          const tiedNewer = await make("alpha", {
            status: "published",
            publishedAt: at(10),
            createdAt: at(3),
            updatedAt: at(40),
          });
          const draft = await make("Delta", {
            status: "draft",
            createdAt: at(50),
            updatedAt: at(10),
          });
          const now = at(100);
          const sorted = async (sort: ItemListQuery["sort"]) =>
            ids((await store().items.list("news", query({ now, q: token, sort }))).items);

          expect(await sorted("newest")).toEqual(ids([tiedNewer, tiedOlder, early, draft]));
          expect(await sorted("oldest")).toEqual(ids([early, tiedOlder, tiedNewer, draft]));
          expect(await sorted("updated")).toEqual(ids([tiedNewer, early, tiedOlder, draft]));
          expect(await sorted("title")).toEqual(ids([tiedNewer, tiedOlder, early, draft]));
        });

        it("pages with offset and limit and counts the whole match", async () => {
          const at = timeline();
          const token = searchToken();
          const items: ItemRecord[] = [];
          for (let index = 0; index < 5; index++) {
            items.push(
              await store().items.create(
                newItem({ status: "published", publishedAt: at(index), searchText: token }),
              ),
            );
          }
          const newestFirst = ids(items).reverse();
          const page = (offset: number, limit: number) =>
            store().items.list("news", query({ now: at(10), q: token, offset, limit }));
          expect(await page(0, 2)).toMatchObject({ total: 5 });
          expect(ids((await page(0, 2)).items)).toEqual(newestFirst.slice(0, 2));
          expect(ids((await page(2, 2)).items)).toEqual(newestFirst.slice(2, 4));
          expect(ids((await page(4, 2)).items)).toEqual(newestFirst.slice(4));
          expect(await page(10, 2)).toEqual({ items: [], total: 5 });
        });

        it("returns complete records", async () => {
          const { token, now, due } = await publicationStates();
          const page = await store().items.list(
            "news",
            query({ now, q: token, status: "published" }),
          );
          expect(page.items).toStrictEqual([due]);
        });
      });

      it("counts drafts, published and scheduled items of one kind", async () => {
        const at = timeline();
        const now = at(10);
        const before = await store().items.counts("news", now);
        const make = (kind: ItemKind, fixture: ItemFixture) =>
          store().items.create(newItem({ kind, ...fixture }));
        await make("news", { status: "draft" });
        await make("news", { status: "draft" });
        await make("news", { status: "published", publishedAt: at(1) });
        await make("news", { status: "published", publishedAt: now });
        await make("news", { status: "published", publishedAt: at(20) });
        await make("gallery", { status: "published", publishedAt: at(1) });
        const after = await store().items.counts("news", now);
        expect({
          draft: after.draft - before.draft,
          published: after.published - before.published,
          scheduled: after.scheduled - before.scheduled,
        }).toEqual({ draft: 2, published: 2, scheduled: 1 });
      });

      it("counts what a schedule made due in (after, until], across kinds", async () => {
        const at = timeline();
        await store().items.create(newItem({ status: "published", publishedAt: at(1) }));
        await store().items.create(newItem({ status: "published", publishedAt: at(2) }));
        await store().items.create(
          newItem({ kind: "gallery", status: "published", publishedAt: at(3) }),
        );
        await store().items.create(newItem({ status: "draft", publishedAt: at(2) }));
        await store().items.create(newItem({ status: "published", publishedAt: at(4) }));
        // Published on saving (its date is its save time): its save asked for the build itself.
        await store().items.create(
          newItem({ status: "published", publishedAt: at(2), createdAt: at(2), updatedAt: at(2) }),
        );
        expect(await store().items.countDue(at(1), at(3))).toBe(2);
        expect(await store().items.countDue(at(0), at(4))).toBe(4);
        expect(await store().items.countDue(at(4), at(9))).toBe(0);
      });

      it("finds the next scheduled publication of any kind", async () => {
        const at = timeline();
        await store().items.create(newItem({ status: "published", publishedAt: at(1) }));
        await store().items.create(newItem({ status: "draft", publishedAt: at(3) }));
        await store().items.create(
          newItem({ kind: "gallery", status: "published", publishedAt: at(4) }),
        );
        await store().items.create(newItem({ status: "published", publishedAt: at(6) }));
        expect(await store().items.nextScheduled(at(2))).toEqual(at(4));
        expect(await store().items.nextScheduled(at(4))).toEqual(at(6));
        expect(await store().items.nextScheduled(at(6))).toBeNull();
      });
    });

    describe("contacts", () => {
      const LEASE = 5 * MINUTE;

      /** Sends everything other tests left pending, so the outbox holds only this test's mail. */
      async function emptyOutbox() {
        for (;;) {
          const claimed = await store().contacts.claimNextMail(END_OF_TIME, MINUTE);
          if (!claimed) return;
          await store().contacts.markMailSent(claimed.id, END_OF_TIME);
        }
      }

      async function contactById(id: string): Promise<ContactRecord | undefined> {
        // This test's contacts are the newest in the store (timeline()), so they lead the list.
        const { items } = await store().contacts.list(0, 20);
        return items.find((contact) => contact.id === id);
      }

      it("inserts a message with an unread, untried mail record", async () => {
        const input = newContact(timeline()(0), "pending");
        const expected: ContactRecord = {
          ...input,
          quote: null,
          source: null,
          archivedAt: null,
          read: false,
          status: "new",
          statusChangedAt: null,
          statusChangedBy: null,
          notes: [],
          mailAttempts: 0,
          mailNextAttemptAt: null,
          mailLeaseUntil: null,
          mailSentAt: null,
          mailLastError: null,
        };
        expect(await store().contacts.insert(input)).toStrictEqual(expected);
        expect(await contactById(input.id)).toStrictEqual(expected);
      });

      it("lists newest first, pages, and counts total and unread", async () => {
        const at = timeline();
        const before = await store().contacts.list(0, 1);
        const first = await store().contacts.insert(newContact(at(1)));
        const second = await store().contacts.insert(newContact(at(2)));
        const third = await store().contacts.insert(newContact(at(3)));

        const page = await store().contacts.list(0, 3);
        expect(ids(page.items)).toEqual(ids([third, second, first]));
        expect(page.total - before.total).toBe(3);
        expect(page.unread - before.unread).toBe(3);
        expect(ids((await store().contacts.list(1, 1)).items)).toEqual([second.id]);
      });

      it("marks messages read and unread", async () => {
        const contact = await store().contacts.insert(newContact(timeline()(0)));
        const before = await store().contacts.list(0, 1);
        expect(await store().contacts.setRead(contact.id, true)).toStrictEqual({
          ...contact,
          read: true,
        });
        expect((await store().contacts.list(0, 1)).unread).toBe(before.unread - 1);
        expect((await store().contacts.setRead(contact.id, false))?.read).toBe(false);
        expect((await store().contacts.list(0, 1)).unread).toBe(before.unread);
        expect(await store().contacts.setRead(randomUUID(), true)).toBeNull();
      });

      it("claims due pending mail oldest first and leases it", async () => {
        await emptyOutbox();
        const at = timeline();
        const older = await store().contacts.insert(newContact(at(1), "pending"));
        const newer = await store().contacts.insert(newContact(at(2), "pending"));
        await store().contacts.insert(newContact(at(0), "disabled"));
        const now = at(3);

        const first = await store().contacts.claimNextMail(now, LEASE);
        expect(first).toStrictEqual({ ...older, mailLeaseUntil: new Date(now.getTime() + LEASE) });
        expect((await store().contacts.claimNextMail(now, LEASE))?.id).toBe(newer.id);
        expect(await store().contacts.claimNextMail(now, LEASE)).toBeNull();
      });

      it("never hands one message to two parallel claimers", async () => {
        await emptyOutbox();
        const at = timeline();
        const inserted: ContactRecord[] = [];
        for (let index = 0; index < 5; index++) {
          inserted.push(await store().contacts.insert(newContact(at(index), "pending")));
        }
        const now = at(10);
        const claims = await Promise.all(
          Array.from({ length: 12 }, () => store().contacts.claimNextMail(now, LEASE)),
        );
        const claimed = claims.flatMap((claim) => (claim ? [claim.id] : []));
        expect(claimed.sort()).toEqual(ids(inserted).sort());
      });

      it("lets a message be claimed again once its lease has run out", async () => {
        await emptyOutbox();
        const at = timeline();
        const contact = await store().contacts.insert(newContact(at(0), "pending"));
        const now = at(1);
        expect((await store().contacts.claimNextMail(now, LEASE))?.id).toBe(contact.id);
        const stillLeased = new Date(now.getTime() + LEASE - 1);
        expect(await store().contacts.claimNextMail(stillLeased, LEASE)).toBeNull();
        const expired = new Date(now.getTime() + LEASE + 1);
        const again = await store().contacts.claimNextMail(expired, LEASE);
        expect(again?.id).toBe(contact.id);
        expect(again?.mailLeaseUntil).toEqual(new Date(expired.getTime() + LEASE));
      });

      it("retries a failed send at nextAttemptAt", async () => {
        await emptyOutbox();
        const at = timeline();
        const contact = await store().contacts.insert(newContact(at(0), "pending"));
        await store().contacts.claimNextMail(at(1), LEASE);
        await store().contacts.markMailRetry(contact.id, "smtp down", at(5));

        expect(await contactById(contact.id)).toMatchObject({
          mailStatus: "pending",
          mailAttempts: 1,
          mailNextAttemptAt: at(5),
          mailLeaseUntil: null,
          mailLastError: "smtp down",
        });
        expect(await store().contacts.claimNextMail(at(4), LEASE)).toBeNull();
        expect((await store().contacts.claimNextMail(at(5), LEASE))?.id).toBe(contact.id);
      });

      it("gives up when no next attempt is given", async () => {
        await emptyOutbox();
        const at = timeline();
        const contact = await store().contacts.insert(newContact(at(0), "pending"));
        await store().contacts.claimNextMail(at(1), LEASE);
        await store().contacts.markMailRetry(contact.id, "mailbox unknown", null);

        expect(await contactById(contact.id)).toMatchObject({
          mailStatus: "failed",
          mailAttempts: 1,
          mailNextAttemptAt: null,
          mailLeaseUntil: null,
          mailLastError: "mailbox unknown",
        });
        expect(await store().contacts.claimNextMail(END_OF_TIME, LEASE)).toBeNull();
      });

      it("records a sent message, which is never claimed again", async () => {
        await emptyOutbox();
        const at = timeline();
        const contact = await store().contacts.insert(newContact(at(0), "pending"));
        await store().contacts.claimNextMail(at(1), LEASE);
        await store().contacts.markMailSent(contact.id, at(2));

        expect(await contactById(contact.id)).toMatchObject({
          mailStatus: "sent",
          mailSentAt: at(2),
          mailLeaseUntil: null,
        });
        expect(await store().contacts.claimNextMail(END_OF_TIME, LEASE)).toBeNull();
      });
    });

    describe("builds", () => {
      it("inserts and gets a build", async () => {
        const build = { ...newBuild(timeline()(0)), logTail: "starting", externalId: "deploy-1" };
        expect(await store().builds.insert(build)).toStrictEqual(build);
        expect(await store().builds.get(build.id)).toStrictEqual(build);
        expect(await store().builds.get(randomUUID())).toBeNull();
      });

      it("updates only the given fields", async () => {
        const at = timeline();
        const build = await store().builds.insert(newBuild(at(0)));
        const changed = await store().builds.update(build.id, {
          status: "building",
          startedAt: at(1),
          logTail: "step 1",
        });
        const expected = { ...build, status: "building", startedAt: at(1), logTail: "step 1" };
        expect(changed).toStrictEqual(expected);
        expect(await store().builds.get(build.id)).toStrictEqual(expected);
        expect(await store().builds.update(build.id, { externalId: null })).toStrictEqual(expected);
        expect(await store().builds.update(build.id, {})).toStrictEqual(expected);
        expect(await store().builds.update(randomUUID(), { status: "failed" })).toBeNull();
      });

      it("lists the newest first, up to the limit", async () => {
        const at = timeline();
        const first = await store().builds.insert(newBuild(at(1), "succeeded"));
        const second = await store().builds.insert(newBuild(at(2), "failed"));
        const third = await store().builds.insert(newBuild(at(3), "succeeded"));
        expect(await store().builds.list(3)).toStrictEqual([third, second, first]);
        expect(ids(await store().builds.list(2))).toEqual(ids([third, second]));
      });

      it("finds the newest queued or building build", async () => {
        const at = timeline();
        await store().builds.insert(newBuild(at(1), "queued"));
        const building = await store().builds.insert(newBuild(at(2), "building"));
        await store().builds.insert(newBuild(at(3), "succeeded"));
        await store().builds.insert(newBuild(at(4), "failed"));
        expect(await store().builds.findActive()).toStrictEqual(building);
      });

      it("fails what a stopped process left unfinished, noting why", async () => {
        const at = timeline();
        await store().builds.failUnfinished(at(0), "cleanup of earlier tests");
        const queued = await store().builds.insert(newBuild(at(1), "queued"));
        const building = await store().builds.insert({
          ...newBuild(at(2), "building"),
          logTail: "half way",
        });
        const done = await store().builds.insert(newBuild(at(3), "succeeded"));

        expect(await store().builds.failUnfinished(at(4), "server restarted")).toBe(2);
        for (const build of [queued, building]) {
          const after = await store().builds.get(build.id);
          expect(after).toMatchObject({ status: "failed", finishedAt: at(4) });
          expect(after?.logTail).toContain("server restarted");
        }
        expect((await store().builds.get(building.id))?.logTail).toContain("half way");
        expect(await store().builds.get(done.id)).toStrictEqual(done);
        expect(await store().builds.findActive()).toBeNull();
        expect(await store().builds.failUnfinished(at(5), "again")).toBe(0);
      });

      it("finds the last build that succeeded", async () => {
        const at = timeline();
        await store().builds.insert({ ...newBuild(at(1), "succeeded"), finishedAt: at(2) });
        const latest = await store().builds.insert({
          ...newBuild(at(3), "succeeded"),
          finishedAt: at(4),
        });
        await store().builds.insert({ ...newBuild(at(5), "failed"), finishedAt: at(6) });
        expect(await store().builds.lastSucceeded()).toStrictEqual(latest);
      });
    });

    it("keeps its data across close and reopen", async () => {
      const at = timeline();
      const first = await open();
      const user = await first.users.create({
        id: randomUUID(),
        username: `durable-${randomUUID()}`,
        passwordHash: "h",
        role: "admin",
        createdAt: at(0),
      });
      const item = await first.items.create(newItem({ title: "Durable" }));
      const contact = await first.contacts.insert(newContact(at(1)));
      const build = await first.builds.insert(newBuild(at(2), "succeeded"));
      await first.close();

      const second = await open();
      try {
        expect(await second.users.findById(user.id)).toStrictEqual(user);
        expect(await second.items.findBySlug("news", item.slug)).toStrictEqual(item);
        expect((await second.contacts.list(0, 5)).items).toContainEqual(contact);
        expect(await second.builds.get(build.id)).toStrictEqual(build);
      } finally {
        await second.close();
      }
    });
  });
}
