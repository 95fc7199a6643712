import fs from "node:fs";
import path from "node:path";
import { EXAMPLE_QUOTE } from "@leca/shared/contracts";
import { CONTENT_DIR, LOCALES_DIR } from "../../src/paths";
import { Agent } from "../helpers/agent";
import { makeApp, type TestApp } from "../helpers/app";
import { validContact } from "./fixtures";

type Catalog = { quote: Record<string, string> };
const catalog = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, "errors.json"), "utf8")) as Catalog;
const facts = JSON.parse(
  fs.readFileSync(path.join(CONTENT_DIR, "facts", "facts.json"), "utf8"),
) as { lecaPackaging: { bulkBagsM3: number[] } };

describe("contact form with a quote request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ CONTACT_RATE_LIMIT: "1000" });
  });
  afterAll(() => t.close());

  const stored = async () => (await t.app.store.contacts.list(0, 100)).items;
  const send = async (body: unknown, lang = "en") => {
    const agent = new Agent(t.app);
    await agent.get("/api/csrf/");
    return agent.post("/api/contact/", body, { headers: { "accept-language": lang } });
  };
  const withQuote = (quote: object, extra: object = {}) => ({ ...validContact, quote, ...extra });
  const fieldErrors = (response: { json(): unknown }) =>
    (response.json() as { fieldErrors: Record<string, { code: string; message: string }> })
      .fieldErrors;

  it("stores the quote and the source page as fields beside the spec's fields", async () => {
    const response = await send(withQuote(EXAMPLE_QUOTE, { source: "/ar/leca/" }));
    expect(response.statusCode).toBe(201);
    const [latest] = await stored();
    expect(latest).toMatchObject({
      fields: validContact,
      quote: EXAMPLE_QUOTE,
      source: "/ar/leca/",
      status: "new",
      notes: [],
    });
  });

  it("gives the example quote (stored as sent above) as the quote field's example in the API docs", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { requestBody: unknown }>>;
    };
    expect(docs.paths["/api/contact/"]!.post!.requestBody).toMatchObject({
      content: {
        "application/json": { schema: { properties: { quote: { example: EXAMPLE_QUOTE } } } },
      },
    });
  });

  it("stores a quote without packs as an empty list, and a message without a quote as none", async () => {
    const concrete = {
      product: "leca-concrete",
      volumeM3: 2,
      densityKgM3: 1400,
      massSavedKg: 2000,
    };
    expect((await send(withQuote(concrete))).statusCode).toBe(201);
    expect((await stored())[0]!.quote).toStrictEqual({ ...concrete, packs: [] });
    expect((await send({ ...validContact, source: "/contact/" })).statusCode).toBe(201);
    expect((await stored())[0]).toMatchObject({ quote: null, source: "/contact/" });
  });

  it("accepts every bulk-bag size the facts file names", async () => {
    for (const size of facts.lecaPackaging.bulkBagsM3) {
      const quote = { ...EXAMPLE_QUOTE, packs: [{ unit: "m3", size, count: 1 }] };
      expect((await send(withQuote(quote))).statusCode).toBe(201);
    }
  });

  it.each([
    ["en", "LECA comes in bags of 50 or 100 litres."],
    ["ru", "Керамзит LECA поставляется в мешках по 50 или 100\u00a0л."],
    ["ar", "يتوفر ركام ليكا (LECA) في أكياس سعة 50 أو 100 لتر."],
  ])("refuses a bag size the facts do not offer, saying which exist (%s)", async (lang, text) => {
    const before = (await stored()).length;
    const quote = {
      ...EXAMPLE_QUOTE,
      packs: [EXAMPLE_QUOTE.packs[0], { unit: "L", size: 40, count: 2 }],
    };
    const response = await send(withQuote(quote), lang);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(fieldErrors(response)).toEqual({
      "quote.packs.1.size": { code: "quote.lecaBags", message: text },
    });
    expect(await stored()).toHaveLength(before);
  });

  it("lists decimal sizes as each language writes them", async () => {
    const quote = { ...EXAMPLE_QUOTE, packs: [{ unit: "m3", size: 1.5, count: 2 }] };
    const messages = async (lang: string) =>
      fieldErrors(await send(withQuote(quote), lang))["quote.packs.0.size"]!.message;
    expect(await messages("en")).toBe("LECA bulk bags hold 1, 2, 2.5 or 3 m³.");
    // Semicolons: with the decimal comma, «1, 2, 2,5» could not be read.
    expect(await messages("ru")).toBe(
      catalog("ru").quote.lecaBulkBags!.replace("{{sizes}}", "1; 2; 2,5 или 3"),
    );
    expect(await messages("ar")).toBe(
      catalog("ar").quote.lecaBulkBags!.replace("{{sizes}}", "1 أو 2 أو 2.5 أو 3"),
    );
  });

  it("gives each wrong figure its own message and list in one answer", async () => {
    const quote = { ...EXAMPLE_QUOTE, containerM3: 40, densityKgM3: 1500 };
    const response = await send(withQuote(quote));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      "quote.containerM3": { code: "quote.container", message: "Our containers hold 25 or 55 m³." },
      "quote.densityKgM3": {
        code: "quote.density",
        message:
          "Choose one of our LECA concrete classes: 700, 1,000, 1,200, 1,400, 1,600 or 1,800 kg/m³.",
      },
    });
  });

  it("sells Lecapon in bags only, and quotes Lecamix and LECA concrete by volume", async () => {
    const lecapon = {
      product: "lecapon",
      volumeM3: 0.3,
      packs: [{ unit: "m3", size: 1, count: 1 }],
    };
    const bulk = fieldErrors(await send(withQuote(lecapon)));
    expect(bulk["quote.packs.0.size"]).toEqual({
      code: "quote.lecaponBags",
      message: "Lecapon comes only in bags of 2.5, 5, 50 or 100 litres.",
    });
    const bags = { ...lecapon, packs: [{ unit: "L", size: 2.5, count: 120 }] };
    expect((await send(withQuote(bags))).statusCode).toBe(201);

    for (const product of ["lecamix", "leca-concrete"]) {
      const quote = { product, volumeM3: 1, packs: [{ unit: "L", size: 50, count: 20 }] };
      const errors = fieldErrors(await send(withQuote(quote)));
      expect(errors["quote.packs.0.size"]?.code).toBe("quote.noPacks");
    }
  });

  it("refuses a use the calculator does not offer for the product", async () => {
    const response = await send(withQuote({ ...EXAMPLE_QUOTE, use: "planters" }));
    expect(fieldErrors(response)["quote.use"]?.code).toBe("quote.use");
  });

  it.each([
    [
      "an unknown product",
      { ...EXAMPLE_QUOTE, product: "gravel" },
      "quote.product",
      "quote.product",
    ],
    ["a zero volume", { ...EXAMPLE_QUOTE, volumeM3: 0 }, "quote.volumeM3", "quote.volume"],
    ["a negative volume", { ...EXAMPLE_QUOTE, volumeM3: -3 }, "quote.volumeM3", "quote.volume"],
    ["a volume as text", { ...EXAMPLE_QUOTE, volumeM3: "13,2" }, "quote.volumeM3", "quote.volume"],
    ["a use with markup", { ...EXAMPLE_QUOTE, use: "<b>x</b>" }, "quote.use", "quote.use"],
    ["an unknown field", { ...EXAMPLE_QUOTE, price: 1 }, "quote", "validation.invalid"],
    [
      "an operator object",
      { ...EXAMPLE_QUOTE, product: { $ne: "" } },
      "quote.product",
      "quote.product",
    ],
    [
      "a fractional pack count",
      { ...EXAMPLE_QUOTE, packs: [{ unit: "L", size: 50, count: 1.5 }] },
      "quote.packs.0.count",
      "validation.invalid",
    ],
  ])("refuses %s and stores nothing", async (_label, quote, field, code) => {
    const before = (await stored()).length;
    const response = await send(withQuote(quote), "ru");
    expect(response.statusCode).toBe(400);
    const errors = fieldErrors(response);
    expect(errors[field]?.code).toBe(code);
    if (code.startsWith("quote.")) {
      expect(errors[field]?.message).toBe(catalog("ru").quote[code.slice("quote.".length)]);
    }
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a relative path", "leca/"],
    ["a path with a query", "/leca/?a=1"],
    ["a protocol-relative URL", "//evil.example/"],
    ["a protocol-relative host without a dot", "//intranet/"],
  ])("refuses a source that is %s", async (_label, source) => {
    const response = await send({ ...validContact, source }, "ar");
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).source).toEqual({
      code: "quote.source",
      message: catalog("ar").quote.source,
    });
  });
});
