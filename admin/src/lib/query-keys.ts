import type { ContactListQuery, ItemListQuery } from "@leca/shared/client";
import type { AuditQuery, ItemKindName } from "@leca/shared/contracts";

export type ItemKind = ItemKindName;

/** One place for cache keys, so a feature's write refreshes what other screens show. */
export const queryKeys = {
  isAdmin: ["auth", "is-admin"] as const,
  items: (kind: ItemKind) => [kind] as const,
  itemList: (kind: ItemKind, query: ItemListQuery) => [kind, "list", query] as const,
  itemCounts: (kind: ItemKind) => [kind, "counts"] as const,
  untranslated: (kind: ItemKind) => [kind, "untranslated"] as const,
  item: (kind: ItemKind, slug: string) => [kind, "item", slug] as const,
  history: (kind: ItemKind, slug: string) => [kind, "history", slug] as const,
  revision: (kind: ItemKind, slug: string, version: number) =>
    [kind, "history", slug, version] as const,
  contact: ["contact"] as const,
  contactList: (query: ContactListQuery) => ["contact", "list", query] as const,
  /** The desk's lead counts: under "contact", so inbox changes refresh them. */
  contactLeads: ["contact", "leads"] as const,
  builds: ["builds"] as const,
  twoFactor: ["auth", "two-factor"] as const,
  /** The signed-in admin's own sessions (the Security screen). */
  ownSessions: ["auth", "sessions"] as const,
  /** The signed-in admin (name, role, chosen dashboard language). */
  profile: ["auth", "profile"] as const,
  audit: (query: AuditQuery) => ["audit", query] as const,
  backups: ["backups"] as const,
};
