import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/dashboard";
import { E2E_BACKUP_DIR } from "../support/product";

// Scheduled backups (issue 52): the product under test runs with BACKUP_DIR, so its leader makes
// a backup at start; the desk's backup card says when, with no warning.
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

test("the desk shows the scheduled backup the product made at start", async ({ page }) => {
  await expect
    .poll(
      () =>
        fs.existsSync(E2E_BACKUP_DIR) &&
        fs.readdirSync(E2E_BACKUP_DIR).some((name) => /^leca-backup-.*\.tar\.gz$/.test(name)),
      { timeout: 60_000 },
    )
    .toBe(true);
  await signIn(page);
  const card = page.getByRole("region", { name: "Backups" });
  await expect(card.getByText(/^Last backup: /)).toBeVisible();
  await expect(card.getByText("Every 1 day; the newest 14 are kept.")).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expect(card.getByRole("status")).toHaveCount(0);
  expect(path.isAbsolute(E2E_BACKUP_DIR)).toBe(true);
});
