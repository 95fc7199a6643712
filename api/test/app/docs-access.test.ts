// Issue 46, finding 6: the OpenAPI document maps every route and field. In production it is for
// signed-in admins only, unless API_DOCS=public; elsewhere (development, tests) it stays open.
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";

const PRODUCTION = {
  NODE_ENV: "production",
  JWT_SECRET: "j".repeat(48),
  CSRF_SECRET: "c".repeat(48),
  LOGIN_RATE_LIMIT: "1000",
};

describe("the API documentation in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(PRODUCTION);
  });
  afterAll(() => t.close());

  it("is not there for a visitor: the document and its UI answer 404", async () => {
    for (const url of [
      "/api/docs",
      "/api/docs/json",
      "/api/docs/yaml",
      "/api/docs/static/index.html",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain("openapi");
    }
  });

  it("is there for a signed-in admin", async () => {
    const admin = new Agent(t.app);
    await admin.login();
    const response = await admin.get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it("is public again with API_DOCS=public", async () => {
    const open = await makeApp({ ...PRODUCTION, API_DOCS: "public" });
    try {
      const response = await open.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
