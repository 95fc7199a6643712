import { concreteOptions, factValues, formatNumber, lecamixProducts } from "../src/lib/facts";

describe("facts", () => {
  it("formats figures per language, with up to two decimals unless told otherwise", () => {
    expect(formatNumber(1200, "en")).toBe("1,200");
    expect(formatNumber(1200, "ar")).toBe("1,200");
    expect(formatNumber(2.5, "ru")).toBe("2,5");
    expect(formatNumber(0.1, "en")).toBe("0.1");
    expect(formatNumber(0.1, "en", { fractionDigits: 2 })).toBe("0.10");
    expect(formatNumber(0.1, "ru", { fractionDigits: 2 })).toBe("0,10");
  });

  it("groups Russian digits only from five digits, with a no-break space, as Russian print does", () => {
    expect(formatNumber(1200, "ru")).toBe("1200");
    expect(formatNumber(1800, "ru")).toBe("1800");
    expect(formatNumber(-9999, "ru")).toBe("-9999");
    expect(formatNumber(25000, "ru")).toBe("25\u00a0000");
    expect(formatNumber(1234567.5, "ru")).toBe("1\u00a0234\u00a0567,5");
    // Grouping follows the digits printed, after rounding.
    expect(formatNumber(9999.999, "ru")).toBe("10\u00a0000");
    expect(formatNumber(12000.5, "ru", { fractionDigits: 2 })).toBe("12\u00a0000,50");
    expect(factValues("ru")).toMatchObject({ maxTemperature: "1200", refDensity: "1800" });
    // English and Arabic pages keep grouping four-digit figures.
    expect(formatNumber(1200, "en")).toBe("1,200");
  });

  it("keeps the decimals a placeholder asks for, and formats the others as before", () => {
    const en = factValues("en");
    expect([en.thermalMin, en.thermalMax]).toEqual(["0.10", "0.13"]);
    expect([en.maxTemperature, en.lecaBulkBag3, en.refStrengthClass]).toEqual([
      "1,200",
      "2.5",
      "C40/50",
    ]);
    const ru = factValues("ru");
    expect([ru.thermalMin, ru.thermalMax, ru.lecaponBag1]).toEqual(["0,10", "0,13", "2,5"]);
  });

  it("works the values out once per language, but a caller's changes stay its own", () => {
    const first = factValues("ar");
    first.maxTemperature = "changed by a caller";
    expect(factValues("ar").maxTemperature).toBe("1,200");
    expect(factValues("en")).toEqual(factValues("en"));
  });

  it("hands out the concrete options and Lecamix products typed, in the spec's order", () => {
    expect(
      concreteOptions.map((option) => [option.kind, option.densityKgM3, option.strengthMPa]),
    ).toEqual([
      ["non-structural", 700, 3],
      ["non-structural", 1000, 5],
      ["non-structural", 1200, 15],
      ["structural", 1400, 25],
      ["structural", 1600, 35],
      ["structural", 1800, 45],
    ]);
    expect(lecamixProducts).toHaveLength(12);
  });
});
