import { trusted } from "mongoose";
import type { Lang } from "@leca/shared/languages";
import { UniqueViolation } from "../errors";
import type { NewUser, RecoveryCodeUse, TotpRecord, UserRecord, UserStore } from "../types";
import { isDuplicateKey } from "./duplicate-key";
import type { Models, UserDoc } from "./models";

function toUser(doc: UserDoc): UserRecord {
  return {
    id: doc._id,
    username: doc.username,
    passwordHash: doc.passwordHash,
    role: doc.role,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    envPasswordHash: doc.envPasswordHash ?? null,
    totp: doc.totp
      ? {
          secret: doc.totp.secret,
          enabledAt: doc.totp.enabledAt,
          lastStep: doc.totp.lastStep,
          recoveryCodes: [...doc.totp.recoveryCodes],
          usedRecoveryCodes: [...(doc.totp.usedRecoveryCodes ?? [])],
        }
      : null,
    totpPending: doc.totpPending ?? null,
    uiLanguage: doc.uiLanguage ?? null,
  };
}

export function mongoUserStore({ users }: Models): UserStore {
  return {
    async create(user: NewUser) {
      const doc: UserDoc = {
        _id: user.id,
        username: user.username,
        passwordHash: user.passwordHash,
        role: user.role,
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
        envPasswordHash: user.envPasswordHash ?? null,
        totp: null,
        totpPending: null,
        uiLanguage: null,
      };
      try {
        await users.create(doc);
      } catch (error) {
        if (isDuplicateKey(error, "username")) throw new UniqueViolation("username");
        throw error;
      }
      return toUser(doc);
    },

    async findByUsername(username: string) {
      const doc = await users.findOne({ username }).lean();
      return doc ? toUser(doc) : null;
    },

    async findById(id: string) {
      const doc = await users.findOne({ _id: id }).lean();
      return doc ? toUser(doc) : null;
    },

    async list() {
      const docs = await users.find().sort({ username: 1 }).lean();
      return docs.map(toUser);
    },

    async setPassword(id: string, passwordHash: string, now: Date, options = {}) {
      const set = { passwordHash, updatedAt: now };
      const result = await users.updateOne(
        { _id: id },
        { $set: options.fromEnvironment ? { ...set, envPasswordHash: passwordHash } : set },
      );
      return result.matchedCount > 0;
    },

    async markEnvPassword(id: string, passwordHash: string) {
      const result = await users.updateOne(
        { _id: id, passwordHash },
        { $set: { envPasswordHash: passwordHash } },
      );
      return result.matchedCount > 0;
    },

    async setUiLanguage(id: string, language: Lang | null) {
      await users.updateOne({ _id: id }, { $set: { uiLanguage: language } });
    },

    async setTotpPending(id: string, secret: string | null) {
      await users.updateOne({ _id: id }, { $set: { totpPending: secret } });
    },

    async setTotp(id: string, totp: TotpRecord | null) {
      await users.updateOne({ _id: id }, { $set: { totp, totpPending: null } });
    },

    // One conditional update each, so two instances cannot both accept the same step or code.
    async useTotpStep(id: string, step: number) {
      const result = await users.updateOne(
        { _id: id, "totp.lastStep": trusted({ $lt: step }) },
        { $set: { "totp.lastStep": step } },
      );
      return result.modifiedCount === 1;
    },

    // The code moves from the unused list to the used one in the same update.
    async useRecoveryCode(id: string, hash: string): Promise<RecoveryCodeUse> {
      const result = await users.updateOne(
        { _id: id, "totp.recoveryCodes": { $eq: hash } },
        { $pull: { "totp.recoveryCodes": hash }, $push: { "totp.usedRecoveryCodes": hash } },
      );
      if (result.modifiedCount === 1) return "accepted";
      const spent = await users.exists({ _id: id, "totp.usedRecoveryCodes": { $eq: hash } });
      return spent ? "spent" : "unknown";
    },
  };
}
