import type { Browser, Cookie } from "@playwright/test";
import { adminApi } from "./admin";

/**
 * The session cookies of an admin who has since signed out (in another tab, say): a browser that
 * still holds them is a guest whose admin check is refused (401) and whose refresh is refused
 * too. One sign-in makes them for a whole file; they stay refused however often they are used.
 */
export async function endedSessionCookies(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    const request = await adminApi(context.request);
    const cookies = await context.cookies();
    const session = cookies.filter((cookie) => /(access|refresh)$/.test(cookie.name));
    const csrf = cookies.find((cookie) => cookie.name === "csrftoken")?.value ?? "";
    const origin = new URL((await request.get("/api/csrf/")).url()).origin;
    const logout = await request.post("/api/logout/", {
      data: {},
      headers: { "x-csrftoken": csrf, origin },
    });
    if (!logout.ok()) throw new Error(`logout failed: ${logout.status()} ${await logout.text()}`);
    if (session.length !== 2)
      throw new Error(`expected two session cookies, got ${session.length}`);
    return session;
  } finally {
    await context.close();
  }
}
