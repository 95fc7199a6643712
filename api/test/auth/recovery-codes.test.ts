// Issue 46, finding 6: recovery codes carry at least 80 bits and are kept as an HMAC keyed from
// the server's secret, so a copy of the database alone does not let anyone test guesses offline
// (a plain SHA-256 of a 50-bit code could be searched). Codes made before keep working, once.
import crypto from "node:crypto";
import { Agent } from "../helpers/agent";
import { ADMIN_PASSWORD, createUser, makeApp, type TestApp } from "../helpers/app";
import { codeAt, seal } from "../../src/auth/totp";

describe("recovery codes", () => {
  let t: TestApp;
  const clock = new Date("2033-04-01T12:00:00.000Z");
  beforeAll(async () => {
    t = await makeApp({ LOGIN_RATE_LIMIT: "1000" }, { now: () => clock });
  });
  afterAll(() => t.close());

  async function passwordStep(username: string) {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    const response = await agent.post("/api/login/", { username, password: ADMIN_PASSWORD });
    expect(response.json().code).toBe("TWO_FACTOR_REQUIRED");
    return agent;
  }

  it("are 80 bits of base32 each, stored as an HMAC and never as a plain hash", async () => {
    await createUser(t.app, "strong");
    const agent = new Agent(t.app);
    await agent.login("strong", ADMIN_PASSWORD);
    const { secret } = (await agent.post("/api/auth/2fa/setup/", {})).json();
    const enabled = await agent.post("/api/auth/2fa/enable/", {
      code: codeAt(secret, clock),
      password: ADMIN_PASSWORD,
    });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    for (const code of recoveryCodes) {
      expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    }
    const stored = (await t.app.store.users.findByUsername("strong"))!.totp!.recoveryCodes;
    const plain = (code: string) =>
      crypto.createHash("sha256").update(code.replaceAll("-", "")).digest("base64url");
    expect(stored.every((hash) => hash.startsWith("h1:"))).toBe(true);
    expect(stored).not.toContain(plain(recoveryCodes[0]!));
    // ...and one still signs in, once, however it is typed.
    const first = await passwordStep("strong");
    const typed = recoveryCodes[0]!.toUpperCase().replaceAll("-", " ");
    expect((await first.post("/api/login/2fa/", { code: typed })).statusCode).toBe(200);
    const again = await passwordStep("strong");
    expect((await again.post("/api/login/2fa/", { code: recoveryCodes[0] })).statusCode).toBe(401);
  });

  it("made before (10 characters, a plain SHA-256) keep working until renewed", async () => {
    const user = await createUser(t.app, "legacy");
    const legacy = "abcde-fghij";
    await t.app.store.users.setTotp(user.id, {
      secret: seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", t.config.secrets.jwt),
      enabledAt: clock,
      lastStep: 0,
      recoveryCodes: [crypto.createHash("sha256").update("abcdefghij").digest("base64url")],
      usedRecoveryCodes: [],
    });
    const agent = await passwordStep("legacy");
    expect((await agent.post("/api/login/2fa/", { code: legacy })).statusCode).toBe(200);
    expect((await t.app.store.users.findById(user.id))!.totp!.recoveryCodes).toEqual([]);
  });
});
