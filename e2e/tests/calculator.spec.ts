import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminApi } from "../support/admin";
import { openLead } from "../support/dashboard";
import { gotoHydrated } from "../support/navigation";
import { LANGUAGES, inLanguage } from "../support/product";

// Issue 21: the quantity and dead-load calculators, the quote request they carry into the contact
// form, the product pages' schema.org Product and their printed data sheet, on the built product.

/** The first form of a calculator island on the page (data-island="calculator" / "dead-load"). */
const calculator = (page: Page, island = "calculator") =>
  page.locator(`form[data-island="${island}"]`).first();

async function fillContactForm(page: Page, family: string) {
  await page.getByLabel("First name").fill("Omar");
  await page.getByLabel("Family name").fill(family);
  await page.getByLabel("Continent").selectOption("AS");
  await page.getByLabel("Country").selectOption("AE");
  await page.getByLabel("City").fill("Dubai");
  await page.getByLabel("Street address").fill("Al Quoz Industrial Area 3");
  await page.getByLabel("Postal code").fill("00000");
  await page.getByRole("textbox", { name: "Email" }).fill("omar@example.com");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+971 50 123 4567");
}

test("the calculator page works out 120 m² of roof insulation at 150 mm", async ({ page }) => {
  await gotoHydrated(page, "/calculator/");
  const form = calculator(page);
  await form.getByLabel("Area (m²)").fill("120");
  await form.getByRole("button", { name: "Calculate" }).click();
  // 120 x 0.15 = 18 m³, + 10% = 19.8 m³; hand-checked in site/test/calculator/formulas.test.ts.
  const result = form.locator("[data-result]");
  await expect(result.getByText("Volume to order: 19.8 m³")).toBeVisible();
  await expect(result.getByText("18 m³ net, plus 10% for compaction and waste.")).toBeVisible();
  await expect(form.getByRole("listitem")).toContainText([
    "Bulk bag of 3 m³ × 4",
    "Bulk bag of 2.5 m³ × 3",
    "Bag of 100 L × 3",
    "1 × 25 m³ container",
  ]);
  await expect(form.getByRole("row", { name: "Bag of 50 L 396" })).toBeVisible();
  await expect(form.getByRole("status")).toHaveText("Volume to order: 19.8 m³");
});

test("on the Arabic LECA page the calculator reads ١٢٠ and answers right to left", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar/light-expanded-clay-aggregate/");
  const form = calculator(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("المساحة (م²)").fill("١٢٠");
  await form.getByRole("button", { name: "احسب" }).click();
  await expect(form.locator("[data-result]").getByText("الحجم الواجب طلبه: 19.8 م³")).toBeVisible();
  expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await expect(form.getByRole("link", { name: "اطلب عرض سعر لهذه الكمية" })).toHaveAttribute(
    "href",
    /^\/ar\/contact\/\?quote=/,
  );
});

test("bad input gets the field's message in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/ru/calculator/");
  const form = calculator(page);
  await form.getByRole("button", { name: "Рассчитать" }).click();
  const area = form.getByLabel("Площадь, м²");
  await expect(area).toHaveAttribute("aria-invalid", "true");
  await expect(area).toHaveAccessibleDescription("Укажите площадь в квадратных метрах.");
  await expect(area).toBeFocused();
  await area.fill("-2,5");
  await expect(area).toHaveAccessibleDescription("Площадь должна быть больше нуля.");
  await expect(form.locator("[data-result]")).toBeHidden();
});

test("the dead-load calculator weighs 12 m³ of the 1,600 class against 2,400 kg/m³", async ({
  page,
}) => {
  await gotoHydrated(page, "/leca-concrete/");
  const form = calculator(page, "dead-load");
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Element volume (m³)").fill("12");
  await form.getByLabel("LECA concrete class").selectOption("s1600");
  await form.getByRole("button", { name: "Calculate" }).click();
  await expect(form.getByText("Class 1,600 kg/m³: compressive strength 35 MPa.")).toBeVisible();
  await expect(
    form.locator("[data-result]").getByText("Mass saved: 9,600 kg, 33.3% less"),
  ).toBeVisible();
});

test("the calculators' code waits until the buyer touches a form, even with both in view", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) fetched.push(new URL(request.url()).pathname);
  });
  const calculatorCode = () =>
    fetched.filter((path) => /\/islands\/(calculator|dead-load)-/.test(path));
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/calculator/");
  await page.waitForLoadState("networkidle");
  expect(calculatorCode()).toEqual([]);
  await calculator(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(calculatorCode()).toEqual([]);
  await calculator(page).getByLabel("Area (m²)").focus();
  await expect
    .poll(() => calculatorCode().some((path) => path.includes("/calculator-")))
    .toBe(true);
});

test("a form sent before its island arrived answers on the page it reloads into", async ({
  page,
}) => {
  // What the browser does with the GET form when the island has not arrived: the page again, the
  // fields in its URL; the island then loads at once and shows the result.
  await page.goto("/calculator/?use=roof-insulation&measure=area&area=120&thickness=150");
  const form = calculator(page);
  await expect(form.getByRole("status")).toHaveText("Volume to order: 19.8 m³");
  await expect(form.getByLabel("Area (m²)")).toHaveValue("120");
});

test("Request a quote carries the result into the contact form, which can drop it", async ({
  page,
}) => {
  await gotoHydrated(page, "/calculator/");
  const form = calculator(page);
  await form.getByLabel("Area (m²)").fill("120");
  await form.getByRole("button", { name: "Calculate" }).click();
  await form.getByRole("link", { name: "Request a quote for this" }).click();
  await expect(page).toHaveURL(/\/contact\/\?quote=/);
  const summary = page.getByRole("region", { name: "Your quote request" });
  await expect(summary).toBeVisible();
  await expect(summary.locator("dd")).toHaveText([
    "LECA",
    "Roof insulation and falls",
    "19.8 m³, including 10% for compaction and waste",
    "Bulk bag of 3 m³ × 4; Bulk bag of 2.5 m³ × 3; Bag of 100 L × 3",
    "25 m³",
  ]);
  // The spec's form is unchanged under it.
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await summary.getByRole("button", { name: "Remove this request" }).click();
  await expect(summary).toBeHidden();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText(
    "The quote request was removed. Your message will be sent without it.",
  );
});

test("a quote request is stored with its fields and the page it came from", async ({
  page,
  playwright,
  baseURL,
}) => {
  const family = `Quote${Date.now()}`;
  await gotoHydrated(page, "/ar/leca-concrete/");
  const form = calculator(page, "dead-load");
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("حجم العنصر (م³)").fill("12");
  await form.getByLabel("درجة خرسانة ليكا").selectOption("s1600");
  await form.getByRole("button", { name: "احسب" }).click();
  const link = form.getByRole("link", { name: "اطلب عرض سعر لهذا العنصر" });
  // The English form's labels make the filling readable; the request is the Arabic page's.
  const href = (await link.getAttribute("href"))!.replace(/^\/ar/, "");
  await gotoHydrated(page, href);
  await expect(page.getByRole("region", { name: "Your quote request" })).toBeVisible();
  await fillContactForm(page, family);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("button", { name: "All done!" })).toBeVisible();
  // Sent: the request went with the message and is off the page.
  await expect(page.getByRole("region", { name: "Your quote request" })).toBeHidden();

  const request = await playwright.request.newContext({ baseURL });
  const api = await adminApi(request);
  const inbox = await api.get("/api/contact/?pageSize=50");
  expect(inbox.ok()).toBe(true);
  const body = (await inbox.json()) as {
    items: { family: string; quote: unknown; source: string | null; status: string }[];
  };
  expect(body.items.find((item) => item.family === family)).toMatchObject({
    source: "/ar/leca-concrete/",
    status: "new",
    quote: {
      product: "leca-concrete",
      volumeM3: 12,
      packs: [],
      densityKgM3: 1600,
      massSavedKg: 9600,
    },
  });
  await request.dispose();
});

test("calculator -> quote -> inbox: the lead is set to quoted and exported as CSV", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const family = `Calc${Date.now()}`;
  await gotoHydrated(page, "/calculator/");
  const form = calculator(page);
  await form.getByLabel("Area (m²)").fill("120");
  await form.getByRole("button", { name: "Calculate" }).click();
  await form.getByRole("link", { name: "Request a quote for this" }).click();
  await expect(page.getByRole("region", { name: "Your quote request" })).toBeVisible();
  await fillContactForm(page, family);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("button", { name: "All done!" })).toBeVisible();

  const card = await openLead(page, family);
  const block = card.getByRole("region", { name: "Quote request" });
  await expect(block).toContainText("Volume19.8 m³");
  await expect(block).toContainText("4 × 3 m³ bulk bag");
  await expect(card.getByRole("link", { name: "/calculator/" })).toBeVisible();
  const status = card.getByRole("combobox", { name: /^Status of the message from/ });
  await expect(status).toHaveValue("new");
  await status.selectOption("quoted");
  await expect(card.getByText(/set by e2e-admin/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export filtered messages to CSV" }).click(),
  ]);
  const rows = fs
    .readFileSync(await download.path(), "utf8")
    .slice(1)
    .split("\r\n");
  const row = rows.find((line) => line.includes(family));
  expect(row).toContain(",quoted,");
  expect(row).toContain("/calculator/");
  expect(row).toContain("4 × 3 m3 bulk bag; 3 × 2.5 m3 bulk bag; 3 × 100 L bag");
});

const PRODUCT_ROUTES = [
  "/light-expanded-clay-aggregate/",
  "/lecapon/",
  "/leca-blocks/",
  "/lecamix/",
  "/leca-concrete/",
];

interface PropertyValue {
  "@type": string;
  name: string;
  value: string;
  minValue?: number;
  maxValue?: number;
  unitCode?: string;
}

for (const language of LANGUAGES) {
  test(`product pages in ${language} describe a schema.org Product with its key figures`, async ({
    request,
  }) => {
    for (const route of PRODUCT_ROUTES) {
      const path = inLanguage(route, language);
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ].flatMap(([, text]) => JSON.parse(text!) as { "@type": string }[]);
      const product = blocks.find((block) => block["@type"] === "Product") as
        | {
            name: string;
            url: string;
            brand: { name: string };
            additionalProperty: PropertyValue[];
          }
        | undefined;
      expect(product, path).toBeDefined();
      expect(product!.url.endsWith(path), path).toBe(true);
      expect(product!.brand.name).toBe("LECA");
      expect(product!.additionalProperty.length, path).toBeGreaterThan(0);
      for (const property of product!.additionalProperty) {
        expect(property["@type"]).toBe("PropertyValue");
        expect(property.value.trim().length, `${path} ${property.name}`).toBeGreaterThan(0);
        if (language === "ar") expect(property.name).toMatch(/[\u0600-\u06ff]/);
        if (language === "ru") expect(property.name).toMatch(/[\u0400-\u04ff]/);
        if (property.minValue !== undefined || property.maxValue !== undefined) {
          expect(property.unitCode, `${path} ${property.name}`).toMatch(/^[A-Z0-9]{2,3}$/);
        }
      }
      // The figures are the ones the page shows in its key figures table.
      const first = product!.additionalProperty[0]!;
      expect(html).toContain(first.value.replace(/&/g, "&amp;"));
    }
  });
}

test("LECA's JSON-LD carries the facts' figures as numbers with their units", async ({
  request,
}) => {
  const html = await (await request.get("/light-expanded-clay-aggregate/")).text();
  expect(html).toContain('"@type":"Product"');
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const product = (
    JSON.parse(json) as { "@type": string; additionalProperty?: PropertyValue[] }[]
  ).find((block) => block["@type"] === "Product")!;
  expect(product.additionalProperty).toContainEqual({
    "@type": "PropertyValue",
    name: "Thermal conductivity (approximate)",
    value: "0.10–0.13 W/(m·K)",
    minValue: 0.1,
    maxValue: 0.13,
    unitCode: "D53",
    unitText: "W/(m·K)",
  });
});

test("an Arabic product page prints as a right-to-left data sheet", async ({ page }) => {
  await gotoHydrated(page, "/ar/lecapon/");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "الأرقام الرئيسية" })).toBeVisible();
  await expect(page.getByRole("row", { name: /الأكياس/ })).toBeVisible();
  await expect(calculator(page)).toBeHidden();
  await expect(page.locator("footer nav")).toBeHidden();
  await expect(page.locator("footer .print-only")).toBeVisible();
  await expect(page.locator("footer .print-only")).toContainText("/ar/contact/");
  // Every accordion answer is on paper, not only the open one.
  const panels = page.locator('[data-island="accordion"] [role="region"]');
  expect(await panels.count()).toBeGreaterThan(0);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
});
