import fs from "node:fs";
import path from "node:path";
import { makeApp } from "../helpers/app";
import { fakeSite } from "./fixtures/site";

/** What `npm start` reads from its environment and a site build must never see. */
const SECRETS = {
  JWT_SECRET: "jwt-secret-value",
  CSRF_SECRET: "csrf-secret-value",
  SMTP_URL: "smtp://user:password@mail.example.com",
  MONGODB_URI: "mongodb://user:password@db.example.com/leca",
  ADMIN_PASSWORD: "admin-password-value",
  NETLIFY_BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/secret",
  NETLIFY_WEBHOOK_SECRET: "webhook-secret-value-of-32-characters",
  SOME_TOKEN_NOBODY_LISTED: "unlisted-value",
};
const PASSED = {
  SITE_URL: "https://leca.example.com",
  // Named by the operator in SITE_BUILD_ENV (a custom build command reads it).
  E2E_MARKER: "/tmp/fail-next-build",
  GATSBY_CPU_COUNT: "1",
  LANG: "en_US.UTF-8",
  LC_ALL: "C.UTF-8",
};

describe("the site build's environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it("holds the allow-listed variables and none of the API's secrets", async () => {
    Object.assign(process.env, SECRETS, PASSED);
    const site = fakeSite({ BUILD_DEBOUNCE_MS: "20", SITE_BUILD_ENV: "E2E_MARKER, OTHER_NAMED" });
    const envFile = path.join(site.dir, "env.json");
    const t = await makeApp(site.env);
    let env: Record<string, string>;
    try {
      site.setPlan({ marker: "env", envFile });
      t.app.builds.request("dump the environment");
      await t.app.builds.whenIdle();
      expect((await t.app.builds.list(1))[0]!.status).toBe("succeeded");
      env = JSON.parse(fs.readFileSync(envFile, "utf8")) as Record<string, string>;
    } finally {
      await t.close();
      site.remove();
    }

    for (const name of Object.keys(SECRETS)) expect(env[name]).toBeUndefined();
    const leaked = Object.values(env).filter((value) =>
      Object.values(SECRETS).some((secret) => value.includes(secret)),
    );
    expect(leaked).toEqual([]);

    expect(env).toMatchObject(PASSED);
    expect(env).toMatchObject({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      API_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api$/),
      GATSBY_TELEMETRY_DISABLED: "1",
    });
  });
});
