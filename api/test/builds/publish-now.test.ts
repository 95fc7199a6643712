import { createUser, makeApp, type TestApp } from "../helpers/app";
import { Agent } from "../helpers/agent";
import { fakeSite } from "./fixtures/site";

// A clock that moves on a millisecond at every reading: the worst case of a real one, where two
// readings in one request can differ.
function tickingClock() {
  let ms = Date.parse("2026-11-21T10:00:00Z");
  return () => new Date((ms += 1));
}

describe("publishing now", () => {
  let site: ReturnType<typeof fakeSite>;
  let t: TestApp;

  beforeAll(async () => {
    site = fakeSite({ BUILD_DEBOUNCE_MS: "20" });
    t = await makeApp(site.env, { now: tickingClock() });
    await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it("builds the item at once, named by its slug, not later as a scheduled publication", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const text = (words: string) => ({ en: words, ar: `${words} (ar)`, ru: `${words} (ru)` });
    const response = await admin.post("/api/news/", {
      slug: "published-now",
      title: text("Published now"),
      excerpt: text("An item published at once."),
      body: text("Its page is built by the request that published it."),
      status: "published",
      publishedAt: null,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json() as { publishedAt: string; updatedAt: string };
    expect(item.publishedAt).toBe(item.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.builds.whenIdle();
    const reasons = (await t.app.builds.list(10)).map((build) => build.reason);
    expect(reasons).toEqual(["item-published?kind=news&slug=published-now&by=admin"]);
  });
});
