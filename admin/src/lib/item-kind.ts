import type { ApiClient, ItemListQuery, Revision } from "@leca/shared/client";
import type {
  ConfirmTranslations,
  Lang,
  Outdated,
  RevisionList,
  RevisionListQuery,
} from "@leca/shared/contracts";
import { paths } from "@/config/paths";
import type { ItemKind } from "./query-keys";

/** A list row: what every kind's summaries have, and all the list table shows. */
export interface ListedItem {
  slug: string;
  title: { en: string };
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** What the generic pages read from any kind's saved item. */
export interface SavedItem {
  slug: string;
  version: number;
  title: { en: string };
  /** Who saved it last (null: the system, or before this was kept). */
  updatedBy?: string | null;
  /** Translations whose English changed since (contracts/translations.ts). */
  outdated: Outdated;
}

/** What an update sends beside the form's content. */
export interface UpdateExtras {
  version: number;
  confirmTranslations?: ConfirmTranslations | undefined;
}

/** What every item editor's form has, whatever else it holds. */
export interface EditorBaseValues {
  slug: string;
  title: Record<Lang, string>;
  status: "draft" | "published";
  publishedAt: string;
}

/**
 * The endpoints a kind's screens use. Function properties rather than methods, so the compiler
 * checks each kind's client strictly: its patch must accept the create input plus the version.
 */
export interface KindEndpoints<Item extends SavedItem, Create> {
  list: (query: ItemListQuery) => Promise<{ items: ListedItem[]; total: number }>;
  get: (slug: string) => Promise<Item>;
  create: (input: Create) => Promise<Item>;
  update: (slug: string, patch: Create & UpdateExtras) => Promise<Item>;
  remove: (slug: string) => Promise<void>;
  history: (slug: string, query?: RevisionListQuery) => Promise<RevisionList>;
  revision: (slug: string, version: number) => Promise<Revision<Item>>;
  restore: (slug: string, version: number, current: number) => Promise<Item>;
}

/** One translatable text of an item, as the history compares it. */
export interface ItemText {
  /** As the API's flags name it ("title", "images.<mediaId>.alt"). */
  path: string;
  /** As the editor labels it ("Title", "Alt text, image 2"). */
  label: string;
  text: Partial<Record<Lang, string>>;
}

/** A picture an item shows, as the history compares them. */
export interface ItemPicture {
  mediaId: string;
  url: string;
  alt: string;
}

/**
 * A content kind as its list and data hooks see it. The editor's descriptor (ItemEditorKind)
 * extends it with the form; kept apart so a list page's code carries none of the editor's.
 */
export interface ItemKindDescriptor<Item extends SavedItem, Create> {
  /**
   * The API's name for the kind; also the root of its query keys, and what picks a kind's own
   * texts (`items.kinds.newTitle.news`): Arabic and Russian word each kind's sentences their way.
   */
  name: ItemKind;
  endpoints: (api: ApiClient) => KindEndpoints<Item, Create>;
  paths: {
    list: { getHref: () => string };
    create: { getHref: () => string };
    edit: { getHref: (slug: string) => string };
    history: { getHref: (slug: string, compare?: { from: number; to: number }) => string };
  };
  /** The item's public address on the site, for a slug. */
  sitePath: (slug: string) => string;
  /** The item's texts and pictures, for comparing two saves (history). */
  texts: (item: Item) => ItemText[];
  pictures: (item: Item) => ItemPicture[];
}

/**
 * The parts of a kind that follow from its name: news and gallery are each one word for the API
 * client's endpoints, the dashboard's paths and the site's address. The caller's annotation
 * (ItemKindDescriptor<Item, Create>) checks that the client's endpoints take and give its types.
 */
export const namedItemKind = <Name extends ItemKind>(name: Name) => ({
  name,
  endpoints: (api: ApiClient) => api[name],
  paths: paths[name],
  sitePath: paths.site[name],
});
