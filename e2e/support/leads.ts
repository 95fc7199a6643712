import { expect, type APIRequestContext } from "@playwright/test";
import { unlessBusy } from "./dashboard";

/** Where a visitor in the UAE lives, as the contact form asks for it. */
const DUBAI = {
  continent: "AS",
  country: "AE",
  city: "Dubai",
  address: "12 Palm Street",
  "postal-code": "00000",
};

/**
 * Sends the contact form as a visitor would (a fresh context: its own CSRF cookie and token),
 * with a Dubai address and the given fields, and expects the API to take it.
 */
export async function sendLead(
  newContext: () => Promise<APIRequestContext>,
  baseURL: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const visitor = await newContext();
  try {
    await unlessBusy(() => visitor.get("/api/csrf/"));
    const token = (await visitor.storageState()).cookies.find((c) => c.name.endsWith("csrftoken"));
    const sent = await unlessBusy(() =>
      visitor.post("/api/contact/", {
        headers: { "x-csrftoken": token?.value ?? "", origin: new URL(baseURL).origin },
        data: { ...DUBAI, ...fields },
      }),
    );
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await visitor.dispose();
  }
}
