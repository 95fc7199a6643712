import type { FocusPoint } from "@leca/shared/focus";

/**
 * The public API's item shapes as the build reads them (a structural copy of the API's zod
 * contracts: gatsby-node is compiled on its own and cannot import the API package's TS sources).
 */
export interface Localized {
  en: string;
  ar?: string;
  ru?: string;
}

export interface ApiImage {
  mediaId: string;
  url: string;
  width: number;
  height: number;
  alt: Localized;
  /** Where every crop centres; null: none chosen. */
  focus: FocusPoint | null;
}

/**
 * What tells whether an item changed since the last build (`fields=version`): every write raises
 * `version`, publishing by the clock shows in `publishedAt` and `status`.
 */
export interface ApiStamp {
  id: string;
  slug: string;
  status: string;
  publishedAt: string | null;
  updatedAt: string;
  version: number;
}

export interface ApiNews extends ApiStamp {
  title: Localized;
  excerpt: Localized;
  body: Localized;
  cover: ApiImage | null;
}

export interface ApiGallery extends ApiStamp {
  title: Localized;
  description: Localized;
  images: (ApiImage & { caption: Partial<Localized> })[];
}

export interface ApiPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The next page's `cursor`; null on the last page. */
  nextCursor: string | null;
}
