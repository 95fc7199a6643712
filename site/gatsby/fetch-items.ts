import type { ItemKindName, ItemStamp as ApiStamp, NewsPage } from "@leca/shared/contracts";

/** A page of any kind's items, as the API lists them. */
type ApiPage<T> = Omit<NewsPage, "items"> & { items: T[] };

const PAGE_SIZE = 50;

/** The API's base URL at build time; the local builder passes the running server's address. */
export function apiBaseUrl(): string {
  return (process.env.API_URL ?? "http://127.0.0.1:8000/api").replace(/\/+$/, "");
}

/** How a build asks again when the API is briefly unavailable. */
export interface RetryPolicy {
  /** Requests in all, the first one included. */
  attempts: number;
  /** The wait before the second request; it doubles before each further one. */
  firstDelayMs: number;
}

/**
 * 1 + 5 requests over ~15 s. The API sheds requests with 503 while its event loop lags (a
 * publish on a busy 2-core machine), which passes within seconds; its Retry-After (10 s) is a
 * generic figure, and the build is what the publishing admin waits for, so it asks sooner.
 * 502/504 are a proxy in front of the API saying the same. A request that got no answer at all is
 * asked again too (these are GETs): at 10,000 news the gallery read starts after seconds of
 * Markdown rendering, on a kept-alive connection the server may just have closed.
 */
export const BUSY_RETRY: RetryPolicy = { attempts: 6, firstDelayMs: 500 };
const RETRIED_STATUSES = new Set([502, 503, 504]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer's JSON; null for a 404 when `missingIsNull` (an item unpublished meanwhile). */
async function getJson<T>(url: string, retry: RetryPolicy, missingIsNull: true): Promise<T | null>;
async function getJson<T>(url: string, retry: RetryPolicy): Promise<T>;
async function getJson<T>(url: string, retry: RetryPolicy, missingIsNull = false) {
  for (let attempt = 1; ; attempt += 1) {
    const tries = attempt > 1 ? ` (${attempt} tries)` : "";
    const last = attempt >= retry.attempts;
    let response: Response | null = null;
    try {
      response = await fetch(url, { headers: { accept: "application/json" } });
    } catch (error) {
      // A build without the API would publish a site without its news: fail loudly instead, and
      // the previous release keeps serving.
      if (last) {
        throw new Error(
          `The API is not reachable at ${url} (set API_URL)${tries}: ${String(error)}`,
        );
      }
    }
    if (response?.ok) return (await response.json()) as T;
    if (response) {
      await response.arrayBuffer();
      if (response.status === 404 && missingIsNull) return null;
      if (!RETRIED_STATUSES.has(response.status) || last) {
        throw new Error(`GET ${url} answered ${response.status}${tries}`);
      }
    }
    await wait(retry.firstDelayMs * 2 ** (attempt - 1));
  }
}

/**
 * Every published item of a kind, newest first: whole (`fields` "full",
 * what the pages need) or as stamps ("version", what tells whether an item changed since the last
 * build). Page after page by cursor, so an item published or edited during the build neither
 * repeats nor pushes another one out of the walk.
 */
export async function fetchAll<T>(
  kind: ItemKindName,
  retry: RetryPolicy = BUSY_RETRY,
  fields: "full" | "version" = "full",
): Promise<T[]> {
  const items: T[] = [];
  const first = `${apiBaseUrl()}/${kind}/?pageSize=${PAGE_SIZE}&sort=newest&fields=${fields}`;
  for (let url = first; ;) {
    const result = await getJson<ApiPage<T>>(url, retry);
    items.push(...result.items);
    if (!result.nextCursor) return items;
    url = `${first}&cursor=${encodeURIComponent(result.nextCursor)}`;
  }
}

/** One published item, whole, by its slug; null when it is no longer published. */
export function fetchOne<T>(
  kind: ItemKindName,
  slug: string,
  retry: RetryPolicy = BUSY_RETRY,
): Promise<T | null> {
  return getJson<T>(`${apiBaseUrl()}/${kind}/${encodeURIComponent(slug)}`, retry, true);
}

/**
 * The whole items of these stamps (see sourceItems); one no longer published is left out. Read
 * one by one by slug while that takes no more requests than one walk of whole pages over all
 * `total` items would (PAGE_SIZE a request): a publish changes one item, a first build every one.
 */
export async function fetchWhole<T extends ApiStamp>(
  kind: ItemKindName,
  stamps: ApiStamp[],
  total: number,
  retry: RetryPolicy = BUSY_RETRY,
): Promise<T[]> {
  if (stamps.length > Math.ceil(total / PAGE_SIZE)) {
    const wanted = new Set(stamps.map((stamp) => stamp.id));
    return (await fetchAll<T>(kind, retry)).filter((item) => wanted.has(item.id));
  }
  const items: T[] = [];
  for (const stamp of stamps) {
    const item = await fetchOne<T>(kind, stamp.slug, retry);
    if (item) items.push(item);
  }
  return items;
}

/** Absolute URL of a media path the API returned ("/api/media/<id>"). */
export function mediaUrl(path: string): string {
  return new URL(path, `${apiBaseUrl()}/`).toString();
}
