import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { EXAMPLE_QUOTE } from "@leca/shared/contracts";
import { leadRow, openLead, uniqueSuffix } from "../support/dashboard";
import { sendLead } from "../support/leads";

// Issue 21: a quote request arrives as a lead with its figures, and the admin works it in the
// inbox. The message is posted to the API as the site's contact form sends it (the calculator's
// own spec drives the form; this one stands alone).
test.use({ actionTimeout: 20_000, navigationTimeout: 60_000 });

// The example quote with packs of its own, which the quote block and CSV checks below read.
const quote = {
  ...EXAMPLE_QUOTE,
  packs: [
    { unit: "m3", size: 2.5, count: 5 },
    { unit: "L", size: 50, count: 4 },
  ],
};

test("a quote request becomes a lead: quoted, noted, filtered and exported as CSV", async ({
  page,
  playwright,
  baseURL,
}) => {
  const family = `Lead${uniqueSuffix()}`;
  const sender = `ليلى ${family}`;

  await sendLead(() => playwright.request.newContext({ baseURL }), baseURL!, {
    name: "ليلى",
    family,
    "how-to-contact": "whatsapp",
    email: "layla@example.com",
    phone: "+971 50 123 4567",
    message: "نحتاج إلى عرض سعر للسطح",
    source: "/ar/light-expanded-clay-aggregate/",
    quote,
  });

  const card = await openLead(page, family);
  const block = card.getByRole("region", { name: "Quote request" });
  await expect(block).toContainText("ProductLECA");
  await expect(block).toContainText("Volume13.2 m³");
  await expect(block).toContainText("Packs5 × 2.5 m³ bulk bag, 4 × 50 L bag");
  await expect(block).toContainText("Container25 m³");
  await expect(
    card.getByRole("link", { name: "/ar/light-expanded-clay-aggregate/" }),
  ).toBeVisible();

  const status = card.getByRole("combobox", { name: `Status of the message from ${sender}` });
  await expect(status).toHaveValue("new");
  const [patched] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.request().method() === "PATCH" && new URL(r.url()).pathname.startsWith("/api/contact/"),
    ),
    status.selectOption("quoted"),
  ]);
  expect(patched.status()).toBe(200);
  await expect(card.getByText(/set by e2e-admin/)).toBeVisible();
  await expect(status).toHaveValue("quoted");

  const note = "Priced 5 bulk bags, delivery Thursday";
  await card.getByRole("textbox", { name: `New note on the message from ${sender}` }).fill(note);
  await card.getByRole("button", { name: `Add note on the message from ${sender}` }).click();
  const notes = card.getByRole("region", { name: `Notes on the message from ${sender}` });
  await expect(notes.getByText(note)).toBeVisible();
  await expect(notes.getByText(/^e2e-admin, /)).toBeVisible();

  // Filter as the admin would: this family's quoted leads, then its new ones (none now). A new
  // filter shows its list: the row, not the card.
  const listed = leadRow(page, family);
  const filters = page.getByRole("search", { name: "Filter messages" });
  await filters.getByRole("combobox", { name: "Status" }).selectOption("quoted");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`status=quoted.*q=${family}`));
  await expect(page.getByText("1 message matches the filters.")).toBeVisible();
  await expect(listed).toBeVisible();
  await expect(card).toHaveCount(0);
  await filters.getByRole("combobox", { name: "Status" }).selectOption("new");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("0 messages match the filters.")).toBeVisible();
  await expect(listed).toHaveCount(0);
  await filters.getByRole("combobox", { name: "Status" }).selectOption("quoted");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await listed.click();
  await expect(card).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export filtered messages to CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.toString("utf8").slice(1).split("\r\n");
  expect(rows[0]).toMatch(/^Received \(Asia\/Dubai\),Status code,Status,/);
  // The filtered list only (status quoted, this family): one row, and the closing CRLF.
  expect(rows).toHaveLength(3);
  expect(rows[2]).toBe("");
  const row = rows.slice(1, 2);
  expect(row[0]).toContain(`,quoted,Quoted,`);
  expect(row[0]).toContain(`,ليلى,${family},layla@example.com,'+971 50 123 4567,whatsapp,`);
  expect(row[0]).toContain("نحتاج إلى عرض سعر للسطح");
  expect(row[0]).toContain("5 × 2.5 m3 bulk bag; 4 × 50 L bag");
  expect(row[0]).toContain(`e2e-admin: ${note}`);
});
