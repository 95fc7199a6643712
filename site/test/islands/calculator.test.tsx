import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { DeadLoadCalculator } from "../../src/components/calculator/DeadLoadCalculator";
import { QuantityCalculator } from "../../src/components/calculator/QuantityCalculator";
import { mount as mountQuantity } from "../../src/islands/calculator";
import { mount as mountDeadLoad } from "../../src/islands/dead-load";
import type { CalculatorProduct } from "../../src/lib/calculator/quantity";
import { readQuote } from "../../src/lib/calculator/quote-link";
import { serverMarkup } from "./server-markup";

/** The calculator as the build writes it (no React in the page), its island mounted. */
async function showQuantity(language = "en", product?: CalculatorProduct, query = "") {
  const path = language === "en" ? "/calculator/" : `/${language}/calculator/`;
  window.history.replaceState(null, "", path + query);
  document.documentElement.lang = language;
  const root = await serverMarkup(<QuantityCalculator product={product} />, "calculator", {
    language,
    originalPath: "/calculator/",
  });
  mountQuantity(root);
  return root;
}

async function showDeadLoad(language = "en") {
  window.history.replaceState(
    null,
    "",
    language === "en" ? "/leca-concrete/" : `/${language}/leca-concrete/`,
  );
  document.documentElement.lang = language;
  const root = await serverMarkup(<DeadLoadCalculator />, "dead-load", {
    language,
    originalPath: "/leca-concrete/",
  });
  mountDeadLoad(root);
  return root;
}

const result = (root: HTMLElement) => root.querySelector<HTMLElement>("[data-result]")!;
const quoteOf = (root: HTMLElement) => {
  const href = result(root).querySelector("a")!.getAttribute("href")!;
  return { path: href.split("?")[0], ...readQuote(href.slice(href.indexOf("?"))) };
};

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "en";
});

describe("quantity calculator island", () => {
  it("is served as a form that loads its island at the first touch, with its result hidden", async () => {
    const root = await showQuantity();
    expect(root).toHaveAttribute("data-island-load", "interaction");
    // Sent before the island arrived, the form comes back with its fields in the URL.
    expect(root).toHaveAttribute("data-island-now-with", "use");
    expect(result(root)).not.toBeVisible();
    // LECA, Lecapon and Lecamix uses in groups; the first use's thickness already filled in.
    expect(within(root).getByRole("group", { name: "LECA" })).toBeInTheDocument();
    expect(screen.getByLabelText("Layer thickness (mm)")).toHaveValue("150");
  });

  it("works out 120 m² of roof insulation at 150 mm: 19.8 m³, its packs and a 25 m³ container", async () => {
    const user = userEvent.setup();
    const root = await showQuantity("en", "leca");
    await user.type(screen.getByLabelText("Area (m²)"), "120");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const shown = result(root);
    expect(shown).toBeVisible();
    expect(shown).toHaveTextContent("Volume to order: 19.8 m³");
    expect(shown).toHaveTextContent("18 m³ net, plus 10% for compaction and waste.");
    const lists = within(shown).getAllByRole("list");
    expect(
      within(lists[0]!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Bulk bag of 3 m³ × 4", "Bulk bag of 2.5 m³ × 3", "Bag of 100 L × 3"]);
    expect(within(shown).getByRole("row", { name: "Bag of 50 L 396" })).toBeInTheDocument();
    expect(within(shown).getByRole("row", { name: "Bulk bag of 3 m³ 7" })).toBeInTheDocument();
    expect(lists[1]).toHaveTextContent("1 × 25 m³ container");
    expect(shown).toHaveTextContent("Your order fills it to about 79%.");
    // The live region says the headline once; focus stays where the buyer is.
    expect(screen.getByRole("status")).toHaveTextContent("Volume to order: 19.8 m³");
    expect(quoteOf(root)).toEqual({
      path: "/contact/",
      quote: {
        product: "leca",
        use: "roof-insulation",
        volumeM3: 19.8,
        allowancePercent: 10,
        packs: [
          { unit: "m3", size: 3, count: 4 },
          { unit: "m3", size: 2.5, count: 3 },
          { unit: "L", size: 100, count: 3 },
        ],
        containerM3: 25,
      },
      source: "/calculator/",
    });
  });

  it("reads Arabic-Indic digits on the Arabic page and answers in Arabic", async () => {
    const user = userEvent.setup();
    const root = await showQuantity("ar", "leca");
    await user.type(screen.getByLabelText("المساحة (م²)"), "١٢٠");
    await user.click(screen.getByRole("button", { name: "احسب" }));
    expect(result(root)).toHaveTextContent("الحجم الواجب طلبه: 19.8 م³");
    expect(quoteOf(root).path).toBe("/ar/contact/");
    expect(quoteOf(root).source).toBe("/ar/calculator/");
  });

  it("reads a Russian decimal comma in a volume and writes the result the Russian way", async () => {
    const user = userEvent.setup();
    const root = await showQuantity("ru", "lecapon");
    await user.click(screen.getByRole("radio", { name: "Объём" }));
    expect(screen.getByLabelText("Площадь, м²")).not.toBeVisible();
    await user.type(screen.getByLabelText("Объём, м³"), "0,045");
    await user.click(screen.getByRole("button", { name: "Рассчитать" }));
    // 45 L + 5% = 47.25 -> 48 L: one 50 L bag.
    expect(result(root)).toHaveTextContent("Объём к заказу: 0,05 м³");
    expect(result(root)).toHaveTextContent("Это 48 л.");
    expect(result(root)).toHaveTextContent("Мешок 50 л × 1");
    expect(result(root)).toHaveTextContent("только в мешках");
  });

  it("gives Lecamix the volume only, and says why", async () => {
    const user = userEvent.setup();
    const root = await showQuantity("en", "lecamix");
    await user.type(screen.getByLabelText("Area (m²)"), "80");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    // 80 m² x 50 mm = 4 m³; + 5% = 4.2 m³.
    expect(result(root)).toHaveTextContent("Volume to order: 4.2 m³");
    expect(result(root).querySelector("table")).not.toBeVisible();
    expect(result(root)).toHaveTextContent("depends on the product (for example FL400 or PL110)");
    expect(quoteOf(root).quote).toEqual({
      product: "lecamix",
      use: "screed",
      volumeM3: 4.2,
      allowancePercent: 5,
      packs: [],
    });
  });

  it("follows the use's usual thickness until the buyer types their own", async () => {
    const user = userEvent.setup();
    await showQuantity("en", "leca");
    const thickness = screen.getByLabelText("Layer thickness (mm)");
    await user.selectOptions(screen.getByLabelText("What is it for?"), "lightweight-fill");
    expect(thickness).toHaveValue("1,000");
    await user.clear(thickness);
    await user.type(thickness, "300");
    await user.selectOptions(screen.getByLabelText("What is it for?"), "green-roof");
    expect(thickness).toHaveValue("300");
  });

  it.each([
    ["en", "", "Enter the area to cover, in square metres."],
    ["en", "abc", "The area must be a number, such as 2.5."],
    ["en", "-5", "The area must be more than zero."],
    ["en", "0", "The area must be more than zero."],
    ["en", "2000000", "That is more than 1,000,000 m²."],
    ["ru", "", "Укажите площадь в квадратных метрах."],
    ["ru", "два", "Площадь должна быть числом, например 2,5."],
    ["ar", "", "أدخل المساحة المراد تغطيتها بالمتر المربع."],
    ["ar", "-٣", "يجب أن تكون المساحة أكبر من صفر."],
  ])(
    "in %s, an area of %j gets its message, never NaN or a blank",
    async (language, typed, message) => {
      const user = userEvent.setup();
      const root = await showQuantity(language, "leca");
      const area = root.querySelector<HTMLInputElement>('input[name="area"]')!;
      if (typed) await user.type(area, typed);
      await user.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
      expect(area).toHaveAttribute("aria-invalid", "true");
      expect(area).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(area).toHaveFocus();
      expect(result(root)).not.toBeVisible();
      expect(root.textContent).not.toMatch(/NaN|undefined/);
    },
  );

  it("works out again as the buyer changes a figure, so the quote link never carries an old one", async () => {
    const user = userEvent.setup();
    const root = await showQuantity("en", "leca");
    const area = screen.getByLabelText("Area (m²)");
    await user.type(area, "120");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await user.type(area, "0");
    expect(result(root)).toHaveTextContent("Volume to order: 198 m³");
    expect(quoteOf(root).quote?.volumeM3).toBe(198);
    await user.clear(area);
    expect(result(root)).not.toBeVisible();
    expect(area).toHaveAttribute("aria-invalid", "true");
  });

  it("works out a form sent before the island came (a plain GET back to the page)", async () => {
    const root = await showQuantity(
      "en",
      undefined,
      "?use=drainage-layer&measure=area&area=40&thickness=150",
    );
    // 40 x 150 = 6,000 L + 5% = 6.3 m³.
    expect(result(root)).toHaveTextContent("Volume to order: 6.3 m³");
    expect(screen.getByLabelText("What is it for?")).toHaveValue("drainage-layer");
  });
});

describe("dead-load calculator island", () => {
  it("12 m³ in the 1,600 kg/m³ class saves 9,600 kg, 33.3%, and shows the class's strength", async () => {
    const user = userEvent.setup();
    const root = await showDeadLoad();
    await user.type(screen.getByLabelText("Element volume (m³)"), "12");
    await user.selectOptions(screen.getByLabelText("LECA concrete class"), "s1600");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const shown = result(root);
    expect(shown).toHaveTextContent("Class 1,600 kg/m³: compressive strength 35 MPa.");
    expect(shown).toHaveTextContent("In LECA concrete: 19,200 kg");
    expect(shown).toHaveTextContent("In plain normal-weight concrete (2,400 kg/m³): 28,800 kg");
    expect(shown).toHaveTextContent("Mass saved: 9,600 kg, 33.3% less");
    expect(quoteOf(root)).toEqual({
      path: "/contact/",
      quote: {
        product: "leca-concrete",
        volumeM3: 12,
        packs: [],
        densityKgM3: 1600,
        massSavedKg: 9600,
      },
      source: "/leca-concrete/",
    });
  });

  it("reads ٢٫٥ on the Arabic page", async () => {
    const user = userEvent.setup();
    const root = await showDeadLoad("ar");
    await user.type(screen.getByLabelText("حجم العنصر (م³)"), "٢٫٥");
    await user.click(screen.getByRole("button", { name: "احسب" }));
    // Preselected: the first structural class, 1,400 kg/m³: 2.5 x 1,000 = 2,500 kg, 41.7%.
    expect(result(root)).toHaveTextContent("الوزن الموفَّر: 2,500 كجم، أي أقل بنسبة 41.7%");
  });

  it("says what is wrong with the volume in Russian", async () => {
    const user = userEvent.setup();
    const root = await showDeadLoad("ru");
    await user.type(screen.getByLabelText("Объём элемента, м³"), "20000");
    await user.click(screen.getByRole("button", { name: "Рассчитать" }));
    const volume = screen.getByLabelText("Объём элемента, м³");
    expect(volume).toHaveAccessibleDescription(
      "Это больше 10\u00a0000\u00a0м³ в одном элементе. Разбейте его на несколько элементов или спросите нас.",
    );
    expect(result(root)).not.toBeVisible();
  });
});
