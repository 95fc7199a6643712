import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { apiAs, busyRetry, removeItem, signIn, uniqueSuffix } from "../support/dashboard";

// History (issue 20, item 3): every save is kept; two are compared word by word; an old one is
// restored as a new save; a stale save links to what changed. Drafts only: no rebuild runs.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

test("a save is compared with the one before and an older one restored", async ({ page }) => {
  const suffix = uniqueSuffix();
  const slug = `e2e-history-${suffix}`;
  const first = `E2E history ${suffix}`;
  const second = `E2E history ${suffix} rewritten`;

  try {
    await signIn(page);
    await busyRetry(page, "write two saves", async () => {
      const api = await apiAs(page);
      const created = await api.post("/api/news/", {
        slug,
        title: { en: first, ar: `سجل ${suffix}` },
        excerpt: { en: "Clay pellets for roofs." },
        body: { en: "Light and dry." },
      });
      expect(created.status()).toBe(201);
      const edited = await api.patch(`/api/news/${slug}/`, {
        version: 1,
        title: { en: second, ar: `سجل ${suffix}` },
      });
      expect(edited.status()).toBe(200);
      // An editor still on version 1 is refused, with a link to what changed since.
      const stale = await api.patch(`/api/news/${slug}/`, { version: 1, title: { en: "Late" } });
      expect(stale.status()).toBe(409);
      expect((await stale.json()).details.changes).toBe(
        `/dashboard/news/${slug}/history?from=1&to=2`,
      );
    });

    await test.step("the history compares the two saves", async () => {
      await busyRetry(page, "open the history", async () => {
        await page.goto(`/dashboard/news/${slug}/history?from=1&to=2`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History of “${second}”`);
        await expect(page.getByText(/From version 1 .* to version 2 .*: 1 change\./)).toBeVisible();
        await expect(page.locator(".text-diff ins")).toHaveText(" rewritten");
        await expect(page.getByRole("row", { name: /^2 \(current\)/ })).toContainText(
          "Title (English)",
        );
        await expectNoAxeViolations(page);
      });
    });

    await test.step("restoring the first save makes a third", async () => {
      await busyRetry(page, "restore", async () => {
        await page.getByRole("button", { name: "Restore version 1" }).click();
        const dialog = page.getByRole("dialog", { name: "Restore version 1?" });
        await dialog.getByRole("button", { name: "Restore version 1" }).click();
        await expect(page.getByText("Restored version 1 as version 3.")).toBeVisible();
        await expect(page.getByLabel("Title (English)", { exact: true })).toHaveValue(first);
      });
      await page.getByRole("link", { name: "History: every version of this item" }).click();
      await expect(page.getByRole("row", { name: /^3 \(current\)/ })).toContainText(
        "Title (English)",
      );
    });
  } finally {
    await removeItem(page, "news", slug, []);
  }
});
