// Issue 46, finding 5: behind Netlify's /api proxy every request comes from an edge server, so
// the per-address limits would count the edge and one script would refuse every visitor on it.
// With NETLIFY_PROXY_SECRET set, a request whose X-Nf-Sign (Netlify's JWS) holds is counted by
// the visitor's address from Netlify's header; a forged or unsigned one keeps the edge's address
// whatever its headers claim.
import { createSigner } from "fast-jwt";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { validContact } from "../contact/fixtures";

const SECRET = "netlify-proxy-shared-secret-of-32-chars!";
const EDGE = "100.64.0.10";

/** What Netlify's edge adds to a proxied request (netlify-cli's sign-redirect.js claims). */
const signed = (visitor: string, secret = SECRET, claims: Record<string, unknown> = {}) => ({
  "x-nf-sign": createSigner({ key: secret, algorithm: "HS256", expiresIn: 5 * 60_000 })({
    iss: "netlify",
    netlify_id: "site-id",
    site_url: "https://www.example.com",
    deploy_context: "production",
    ...claims,
  }),
  "x-nf-client-connection-ip": visitor,
});

describe("the visitor's address behind Netlify's signed proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ NETLIFY_PROXY_SECRET: SECRET, CONTACT_RATE_LIMIT: "2" });
  });
  afterAll(() => t.close());

  async function contact(headers: Record<string, string>) {
    const visitor = new Agent(t.app);
    await visitor.get("/api/csrf/", { remoteAddress: EDGE, headers });
    return visitor.post("/api/contact/", validContact, { remoteAddress: EDGE, headers });
  }

  it("counts each visitor on one edge apart when the request is signed", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      statuses.push((await contact(signed(`198.51.100.${i}`))).statusCode);
    }
    // Six visitors, one message each, all through the same edge server: none refused.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    // One visitor still has their own limit.
    expect((await contact(signed("198.51.100.1"))).statusCode).toBe(201);
    expect((await contact(signed("198.51.100.1"))).statusCode).toBe(429);
  });

  it("ignores the client-address header of a forged, expired or unsigned request", async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, string>[] = [
      { "x-nf-client-connection-ip": "203.0.113.1" },
      signed("203.0.113.2", "some-other-secret-of-at-least-32-chars"),
      signed("203.0.113.3", SECRET, { iss: "someone-else" }),
      {
        ...signed("203.0.113.4"),
        "x-nf-sign": createSigner({ key: SECRET, algorithm: "HS256" })({ iss: "netlify" }),
      },
      {
        ...signed("203.0.113.5"),
        "x-nf-sign": createSigner({ key: SECRET, algorithm: "HS256" })({
          iss: "netlify",
          exp: now - 120,
        }),
      },
      { "x-forwarded-for": "203.0.113.6" },
    ];
    const statuses: number[] = [];
    for (const headers of forged) statuses.push((await contact(headers)).statusCode);
    // All of them are the edge's own address: two messages, then the limit.
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it("records the visitor's address, not the edge's, for a signed sign-in", async () => {
    const agent = new Agent(t.app);
    const headers = signed("192.0.2.77");
    await agent.get("/api/csrf/", { remoteAddress: EDGE, headers });
    await agent.post(
      "/api/login/",
      { username: "admin", password: "not the password" },
      { remoteAddress: EDGE, headers },
    );
    const [failed] = await t.app.store.audit.list({ limit: 1, action: "sign-in-failed" });
    expect(failed).toMatchObject({ address: "192.0.2.77" });
  });
});

describe("without NETLIFY_PROXY_SECRET", () => {
  it("believes no Netlify header at all", async () => {
    const t = await makeApp({ CONTACT_RATE_LIMIT: "1" });
    try {
      const send = async (visitor: string) => {
        const agent = new Agent(t.app);
        const options = { remoteAddress: EDGE, headers: signed(visitor) };
        await agent.get("/api/csrf/", options);
        return agent.post("/api/contact/", validContact, options);
      };
      expect((await send("198.51.100.1")).statusCode).toBe(201);
      expect((await send("198.51.100.2")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
