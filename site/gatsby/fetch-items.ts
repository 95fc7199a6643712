import type { ApiPage } from "./api-types";

const PAGE_SIZE = 50;

/** The API's base URL at build time; the local builder passes the running server's address. */
export function apiBaseUrl(): string {
  return (process.env.API_URL ?? "http://127.0.0.1:8000/api").replace(/\/+$/, "");
}

async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" } });
  } catch (error) {
    // A build without the API would publish a site without its news: fail loudly instead, and
    // the previous release keeps serving.
    throw new Error(`The API is not reachable at ${url} (set API_URL): ${String(error)}`);
  }
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every published item of a kind ("news" or "gallery"), whole (the pages need bodies and
 * pictures), newest first: page after page by cursor, so an item published or edited during the
 * build neither repeats nor pushes another one out of the walk.
 */
export async function fetchAll<T>(kind: "news" | "gallery"): Promise<T[]> {
  const items: T[] = [];
  const first = `${apiBaseUrl()}/${kind}/?pageSize=${PAGE_SIZE}&sort=newest&fields=full`;
  for (let url = first; ;) {
    const result = await getJson<ApiPage<T>>(url);
    items.push(...result.items);
    if (!result.nextCursor) return items;
    url = `${first}&cursor=${encodeURIComponent(result.nextCursor)}`;
  }
}

/** Absolute URL of a media path the API returned ("/api/media/<id>"). */
export function mediaUrl(path: string): string {
  return new URL(path, `${apiBaseUrl()}/`).toString();
}
