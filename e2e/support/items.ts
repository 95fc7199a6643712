import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The slug of the newest published item of a kind, read as a guest may read it. The dashboard's
 * edit routes of a real item make a guard test mean something: only the guard keeps the editor
 * from showing. Without one, a slug that cannot exist, so the route is still exercised.
 */
export async function newestPublishedSlug(
  request: APIRequestContext,
  kind: "news" | "gallery",
): Promise<string> {
  const response = await request.get(`/api/${kind}/?pageSize=1`);
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { items: { slug: string }[] };
  return page.items[0]?.slug ?? `no-published-${kind}-yet`;
}
