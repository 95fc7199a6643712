import type { ApiPage } from "./api-types";

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

async function getJson<T>(url: string, retry: RetryPolicy): Promise<T> {
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
      if (!RETRIED_STATUSES.has(response.status) || last) {
        throw new Error(`GET ${url} answered ${response.status}${tries}`);
      }
    }
    await wait(retry.firstDelayMs * 2 ** (attempt - 1));
  }
}

/**
 * Every published item of a kind ("news" or "gallery"), whole (the pages need bodies and
 * pictures), newest first: page after page by cursor, so an item published or edited during the
 * build neither repeats nor pushes another one out of the walk.
 */
export async function fetchAll<T>(
  kind: "news" | "gallery",
  retry: RetryPolicy = BUSY_RETRY,
): Promise<T[]> {
  const items: T[] = [];
  const first = `${apiBaseUrl()}/${kind}/?pageSize=${PAGE_SIZE}&sort=newest&fields=full`;
  for (let url = first; ;) {
    const result = await getJson<ApiPage<T>>(url, retry);
    items.push(...result.items);
    if (!result.nextCursor) return items;
    url = `${first}&cursor=${encodeURIComponent(result.nextCursor)}`;
  }
}

/** Absolute URL of a media path the API returned ("/api/media/<id>"). */
export function mediaUrl(path: string): string {
  return new URL(path, `${apiBaseUrl()}/`).toString();
}
