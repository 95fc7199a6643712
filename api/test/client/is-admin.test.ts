// The dashboard guard's question (isAdmin with renewSession) against the real server, for the
// three visitors it meets: one who never signed in, one whose session has ended, an admin.
import { createApiClient } from "@leca/shared/client";
import { ADMIN_PASSWORD, makeApp, type TestApp } from "../helpers/app";
import { asBrowser } from "./support/browser";

describe("isAdmin({ renewSession: true }) against the real server", () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await makeApp();
    origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => t.close());

  const visitor = () => {
    const onAuthFailure = jest.fn();
    const client = createApiClient({ baseURL: `${origin}/api`, onAuthFailure });
    return { client, onAuthFailure, browser: asBrowser(client.http) };
  };

  it("a visitor with no session cookie (204): no, at once, with no refresh and no sign-out", async () => {
    const { client, onAuthFailure, browser } = visitor();

    await expect(client.isAdmin({ renewSession: true })).resolves.toBe(false);

    expect(browser.traffic).toEqual(["GET /api/is-admin 204"]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("a visitor whose session has ended: one refused refresh, then no", async () => {
    const { client, onAuthFailure, browser } = visitor();
    await client.csrf();
    await client.login({ username: "admin", password: ADMIN_PASSWORD });
    const ended = new Map(browser.jar);
    await client.logout();
    for (const [name, value] of ended) browser.jar.set(name, value);
    browser.traffic.length = 0;

    await expect(client.isAdmin({ renewSession: true })).resolves.toBe(false);

    expect(browser.traffic).toEqual(["GET /api/is-admin 401", "POST /api/token/refresh/ 401"]);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it("a signed-in admin: yes", async () => {
    const { client } = visitor();
    await client.csrf();
    await client.login({ username: "admin", password: ADMIN_PASSWORD });

    await expect(client.isAdmin({ renewSession: true })).resolves.toBe(true);
  });
});
