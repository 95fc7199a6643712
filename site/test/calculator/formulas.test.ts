// The calculators' formulas (issue 21) with hand-checked examples. Every figure they use comes
// from content/facts/facts.json through calculatorData(), as the pages get it.
import { calculatorData } from "../../src/lib/calculator/data";
import { deadLoad, savedPercentRange } from "../../src/lib/calculator/dead-load";
import { parseNumber, readMeasure } from "../../src/lib/calculator/parse-number";
import {
  cheapestToHandle,
  containerPlan,
  countsPerPack,
  orderVolume,
  type Combination,
  type Pack,
} from "../../src/lib/calculator/quantity";
import { facts } from "../../src/lib/facts";

const data = calculatorData();
const leca = data.packs.leca;
const lecapon = data.packs.lecapon;

/** "3 m3 x 4, 100 L x 3": a combination as a person would check it. */
const written = (combination: Combination | null) =>
  combination?.packs.map(({ pack, count }) => `${pack.size} ${pack.unit} x ${count}`).join(", ");

describe("reading what the buyer typed", () => {
  it.each([
    ["2.5", "en", 2.5],
    ["2,5", "ru", 2.5],
    ["2,5", "en", 2.5],
    ["٢٫٥", "ar", 2.5],
    ["٢,٥", "ar", 2.5],
    ["۲.۵", "ar", 2.5],
    ["١٢٠", "ar", 120],
    ["1,200", "en", 1200],
    ["1,200", "ru", 1.2],
    ["25 000", "ru", 25000],
    ["25\u00a0000,5", "ru", 25000.5],
    ["1.250,5", "ru", 1250.5],
    ["1,250.5", "en", 1250.5],
    ["١٬٢٥٠٫٥", "ar", 1250.5],
    [" 12 ", "en", 12],
    [".5", "en", 0.5],
    ["-3", "en", -3],
    ["\u22123", "ru", -3],
  ])("%j in %s is %d", (typed, language, value) => {
    expect(parseNumber(typed, language)).toBe(value);
  });

  it.each(["abc", "2.5.1", "1e9", "Infinity", "NaN", "12 m", "--2", "1,2,3,4", ""])(
    "%j is not a number",
    (typed) => {
      expect(parseNumber(typed, "en")).toBeNull();
    },
  );

  it("gives each kind of bad input its own problem, never NaN", () => {
    expect(readMeasure("", "en", 100)).toEqual({ ok: false, problem: "required" });
    expect(readMeasure("   ", "ar", 100)).toEqual({ ok: false, problem: "required" });
    expect(readMeasure("two", "en", 100)).toEqual({ ok: false, problem: "notNumber" });
    expect(readMeasure("0", "en", 100)).toEqual({ ok: false, problem: "notPositive" });
    expect(readMeasure("٠", "ar", 100)).toEqual({ ok: false, problem: "notPositive" });
    expect(readMeasure("-2,5", "ru", 100)).toEqual({ ok: false, problem: "notPositive" });
    expect(readMeasure("100,5", "ru", 100)).toEqual({ ok: false, problem: "tooLarge" });
    expect(readMeasure("99999999999999999999", "en", 100)).toEqual({
      ok: false,
      problem: "tooLarge",
    });
    expect(readMeasure("100", "en", 100)).toEqual({ ok: true, value: 100 });
  });
});

describe("the volume to order", () => {
  it("is area times thickness plus the use's allowance: 120 m² x 150 mm + 10% = 19.8 m³", () => {
    // 120 x 0.15 = 18 m³; 18 x 1.10 = 19.8 m³ (m² x mm is litres: 18,000 L, 19,800 L).
    expect(orderVolume({ areaM2: 120, thicknessMm: 150 }, 10)).toEqual({
      netLitres: 18000,
      totalLitres: 19800,
      allowancePercent: 10,
    });
  });

  it("takes a volume as it is typed: 12.5 m³ + 5% = 13.125 m³", () => {
    expect(orderVolume({ volumeM3: 12.5 }, 5).totalLitres).toBe(13125);
  });

  it("rounds up to a whole litre, and never orders less than one", () => {
    // 2.5 m² x 3 mm = 7.5 L; + 5% = 7.875 L -> 8 L.
    expect(orderVolume({ areaM2: 2.5, thicknessMm: 3 }, 5).totalLitres).toBe(8);
    expect(orderVolume({ areaM2: 0.01, thicknessMm: 1 }, 5).totalLitres).toBe(1);
  });

  it("comes from facts.json's uses: roof insulation is 150 mm with 10%", () => {
    const roof = data.uses.find((use) => use.id === "roof-insulation");
    expect(roof).toEqual({
      id: "roof-insulation",
      product: "leca",
      thicknessMm: 150,
      allowancePercent: 10,
    });
    expect(data.uses.every((use) => use.thicknessMm > 0 && use.allowancePercent >= 0)).toBe(true);
  });
});

describe("packs, one size alone", () => {
  it("covers 19.8 m³ of LECA with 396 / 198 bags or 20 / 10 / 8 / 7 bulk bags", () => {
    // 19,800 / 50 = 396; / 100 = 198; / 1,000 = 19.8 -> 20; / 2,000 = 9.9 -> 10;
    // / 2,500 = 7.92 -> 8; / 3,000 = 6.6 -> 7.
    expect(countsPerPack(19800, leca).map(({ count }) => count)).toEqual([396, 198, 20, 10, 8, 7]);
  });

  it("does not round an exact multiple up: 300 L is three 100 L bags", () => {
    expect(countsPerPack(300, leca)[1]?.count).toBe(3);
  });

  it("sells LECA and Lecapon in facts.json's sizes, and names no Lecamix packs", () => {
    expect(leca.map((pack) => `${pack.size} ${pack.unit}`)).toEqual([
      "50 L",
      "100 L",
      "1 m3",
      "2 m3",
      "2.5 m3",
      "3 m3",
    ]);
    expect(lecapon.map((pack) => pack.litres)).toEqual(facts.lecapon.bagsLitres);
    expect(data.packs.lecamix).toEqual([]);
  });
});

describe("the cheapest-to-handle combination", () => {
  const { handling } = data;

  it("weighs a bulk bag as four bags, and what is left over per 50 L", () => {
    expect(handling).toEqual({ bag: 1, bulkBagLift: 4, surplusPerSmallestBag: 1 });
  });

  it("19.8 m³ of LECA: four 3 m³ and three 2.5 m³ bulk bags plus three 100 L bags", () => {
    // At least seven lifts (19.8 / 3 = 6.6). Seven bulk bags alone leave 0.2 m³ over at best
    // (6 x 3 + 2 = 20): 28 + 4 = 32. Seven lifts making 19.5 m³ (4 x 3 + 3 x 2.5) and three
    // 100 L bags: 28 + 3 = 31, nothing over; 5 x 3 + 2.5 + 2 + 3 bags ties at 31 with ten packs
    // too, but in four sizes against three.
    const best = cheapestToHandle(19800, leca, handling);
    expect(written(best)).toBe("3 m3 x 4, 2.5 m3 x 3, 100 L x 3");
    expect(best).toMatchObject({ suppliedLitres: 19800, surplusLitres: 0, handling: 31 });
  });

  it("0.9 m³ of LECA: one 1 m³ bulk bag rather than nine bags", () => {
    // Bulk bag: 4 + 100 L over (2 smallest bags' worth) = 6; nine 100 L bags: 9.
    expect(written(cheapestToHandle(900, leca, handling))).toBe("1 m3 x 1");
  });

  it("0.7 m³ of LECA: seven 100 L bags rather than a bulk bag", () => {
    // Seven bags: 7; bulk bag: 4 + 300 L over (6) = 10.
    expect(written(cheapestToHandle(700, leca, handling))).toBe("100 L x 7");
  });

  it("450 L of LECA: four 100 L bags and one 50 L bag", () => {
    expect(written(cheapestToHandle(450, leca, handling))).toBe("100 L x 4, 50 L x 1");
  });

  it("3.6 m³ of LECA: a 2.5 m³ and a 1 m³ bulk bag and a 100 L bag", () => {
    // 4 + 4 + 1 = 9, nothing over; 3 + 1 m³ = 8 + 400 L over (8) = 16; 3 m³ + six bags = 10.
    expect(written(cheapestToHandle(3600, leca, handling))).toBe("2.5 m3 x 1, 1 m3 x 1, 100 L x 1");
  });

  it("7 L of Lecapon: a 5 L and a 2.5 L bag, not a 50 L bag", () => {
    // 2 bags + 0.5 L over (0.2) = 2.2; one 50 L bag: 1 + 43 L over (17.2).
    expect(written(cheapestToHandle(7, lecapon, handling))).toBe("5 L x 1, 2.5 L x 1");
  });

  it("45 L of Lecapon: one 50 L bag", () => {
    // 1 + 5 L over (2) = 3; nine 5 L bags: 9.
    expect(written(cheapestToHandle(45, lecapon, handling))).toBe("50 L x 1");
  });

  it("has no combination for nothing, or for a product without packs", () => {
    expect(cheapestToHandle(0, leca, handling)).toBeNull();
    expect(cheapestToHandle(-5, leca, handling)).toBeNull();
    expect(cheapestToHandle(1000, data.packs.lecamix, handling)).toBeNull();
  });

  it("works out 50,000 m³ (the calculator's limit) at once", () => {
    const started = Date.now();
    const best = cheapestToHandle(50_000_000, leca, handling);
    // 16,666 x 3 m³ = 49,998 m³; the last 2 m³ in one 2 m³ bulk bag.
    expect(written(best)).toBe("3 m3 x 16666, 2 m3 x 1");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  /** Every combination with up to `limit` of each pack: the least handling, found the slow way. */
  function leastHandling(litres: number, packs: readonly Pack[], limit: number[]): number {
    let least = Infinity;
    const smallest = Math.min(...packs.map((pack) => pack.litres));
    const visit = (index: number, supplied: number, cost: number) => {
      if (index === packs.length) {
        if (supplied >= litres - 1e-9) {
          least = Math.min(least, cost + (supplied - litres) / smallest);
        }
        return;
      }
      const pack = packs[index]!;
      const perPack = pack.kind === "bulkBag" ? 4 : 1;
      for (let n = 0; n <= limit[index]!; n++) {
        visit(index + 1, supplied + n * pack.litres, cost + n * perPack);
      }
    };
    visit(0, 0, 0);
    return least;
  }

  it("finds the least handling an exhaustive search finds, up to 70 m³ of LECA", () => {
    for (let litres = 150; litres <= 70_000; litres += 2_350) {
      const best = cheapestToHandle(litres, leca, handling);
      const slow = leastHandling(litres, leca, [2, 12, 4, 4, 8, Math.ceil(litres / 3000) + 1]);
      expect([litres, best?.handling]).toEqual([litres, expect.closeTo(slow, 9)]);
      expect(best!.suppliedLitres).toBeGreaterThanOrEqual(litres);
    }
  });

  it("finds the least handling an exhaustive search finds, up to 2 m³ of Lecapon", () => {
    for (let litres = 1; litres <= 2_000; litres += 37) {
      const best = cheapestToHandle(litres, lecapon, handling);
      const slow = leastHandling(litres, lecapon, [3, 12, 4, Math.ceil(litres / 100) + 1]);
      expect([litres, best?.handling]).toEqual([litres, expect.closeTo(slow, 9)]);
    }
  });
});

describe("the container", () => {
  const sizes = data.containersM3.leca;

  it("comes in facts.json's 25 and 55 m³, for LECA only", () => {
    expect(sizes).toEqual([25, 55]);
    expect(data.containersM3.lecapon).toEqual([]);
    expect(containerPlan(1000, data.containersM3.lecamix)).toBeNull();
  });

  it.each([
    [19_800, "25 x 1", 79], // 19.8 / 25 = 79.2%
    [25_000, "25 x 1", 100],
    [30_000, "55 x 1", 55], // 30 / 55 = 54.5%
    [55_000, "55 x 1", 100],
    [60_000, "55 x 1, 25 x 1", 75], // 60 / 80
    [130_000, "55 x 2, 25 x 1", 96], // 130 / 135 = 96.3%
    [140_000, "55 x 3", 85], // 140 / 165 = 84.8%
  ])("%d L goes in %s, %d%% full", (litres, containers, fill) => {
    const plan = containerPlan(litres, sizes);
    expect(plan?.containers.map(({ sizeM3, count }) => `${sizeM3} x ${count}`).join(", ")).toBe(
      containers,
    );
    expect(plan?.fillPercent).toBe(fill);
  });
});

describe("the dead load", () => {
  const { normalWeightConcrete } = facts.deadLoad;
  const baseline = normalWeightConcrete.densityKgM3;
  const structural = facts.concreteOptions.filter((option) => option.kind === "structural");

  it("compares with plain normal-weight concrete as EN 1991-1-1 Annex A gives it: 24 kN/m³", () => {
    expect(normalWeightConcrete.standard).toBe("EN 1991-1-1");
    expect(normalWeightConcrete._source).toMatch(/EN 1991-1-1.*Annex A, Table A\.1/);
    expect(normalWeightConcrete.weightDensityKNm3).toBe(24);
    // The mass density the calculator uses is the cited weight density, not a figure of its own.
    expect(baseline).toBe(
      (normalWeightConcrete.weightDensityKNm3 * 1000) / normalWeightConcrete.gravityMs2,
    );
    expect(baseline).toBe(2400);
  });

  it("a 12 m³ slab in the 1,600 kg/m³ class saves 9,600 kg, a third", () => {
    // 12 x 2,400 = 28,800 kg; 12 x 1,600 = 19,200 kg; 9,600 / 28,800 = 33.3%.
    const load = deadLoad(12, 1600, baseline);
    expect(load).toEqual({
      lecaKg: 19200,
      normalKg: 28800,
      savedKg: 9600,
      savedPercent: expect.closeTo(33.333, 3),
    });
  });

  it("a 0.5 m³ fill in the 700 kg/m³ class saves 850 kg, 70.8%", () => {
    // 0.5 x (2,400 - 700) = 850 kg; 1,700 / 2,400 = 70.83%.
    const load = deadLoad(0.5, 700, baseline);
    expect(load.savedKg).toBe(850);
    expect(load.savedPercent).toBeCloseTo(70.83, 2);
  });

  it("the structural classes save 41.7%, 33.3% and 25%", () => {
    const percents = structural.map(
      (option) => deadLoad(1, option.densityKgM3, baseline).savedPercent,
    );
    expect(percents.map((percent) => Math.round(percent * 10) / 10)).toEqual([41.7, 33.3, 25]);
  });

  it("the copy's structural range (facts.json, as placeholders) is what the calculator gives", () => {
    const range = savedPercentRange(
      structural.map((option) => option.densityKgM3),
      baseline,
    );
    expect(range).toEqual({ min: 25, max: 42 });
    const { min, max } = facts.lecamix.structuralConcreteDeadLoadReductionPercent;
    expect({ min, max }).toEqual(range);
    expect(facts.placeholders.structuralDeadLoadMin).toBe(
      "lecamix.structuralConcreteDeadLoadReductionPercent.min",
    );
    expect(facts.placeholders.structuralDeadLoadMax).toBe(
      "lecamix.structuralConcreteDeadLoadReductionPercent.max",
    );
  });
});
