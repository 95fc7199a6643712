// The quantity calculator's formulas (issue 21), free of the DOM and of facts.json: the island
// runs them on the data the page carries (data.ts builds it from facts.json at build time), and
// the unit tests run them on the same data.

export const CALCULATOR_PRODUCTS = ["leca", "lecapon", "lecamix"] as const;
export type CalculatorProduct = (typeof CALCULATOR_PRODUCTS)[number];

/** One use the buyer can pick: its product, the usual layer thickness and its allowance. */
export interface Use {
  id: string;
  product: CalculatorProduct;
  thicknessMm: number;
  /** Compaction and waste, in percent of the net volume. */
  allowancePercent: number;
}

/** A pack size as sold: a bag (litres) or a bulk bag (m³). */
export interface Pack {
  kind: "bag" | "bulkBag";
  unit: "L" | "m3";
  /** In its own unit: 50 (L), 2.5 (m³). */
  size: number;
  litres: number;
}

/** How the cheapest-to-handle combination weighs a bag, a bulk bag's lift and what is left over. */
export interface Handling {
  bag: number;
  bulkBagLift: number;
  /** For each smallest bag's worth of material left over. */
  surplusPerSmallestBag: number;
}

export interface Limits {
  maxAreaM2: number;
  maxThicknessMm: number;
  maxVolumeM3: number;
}

/** What the buyer measured: an area and a layer thickness, or a volume. */
export type Measure = { areaM2: number; thicknessMm: number } | { volumeM3: number };

export interface OrderVolume {
  netLitres: number;
  /** Net volume plus the allowance, rounded up to a whole litre. */
  totalLitres: number;
  allowancePercent: number;
}

// Float products such as 18000 * 1.1 = 19800.000000000004 must not round up a litre or a pack.
const EPSILON = 1e-6;
const ceil = (value: number) => Math.ceil(value - EPSILON);

/** m² times mm is litres: 1 m² of a 1 mm layer holds exactly one litre. */
export function orderVolume(measure: Measure, allowancePercent: number): OrderVolume {
  const netLitres =
    "volumeM3" in measure ? measure.volumeM3 * 1000 : measure.areaM2 * measure.thicknessMm;
  return {
    netLitres,
    totalLitres: Math.max(1, ceil(netLitres * (1 + allowancePercent / 100))),
    allowancePercent,
  };
}

export interface PackCount {
  pack: Pack;
  count: number;
}

/** How many of each pack size, used alone, cover `litres`. */
export function countsPerPack(litres: number, packs: readonly Pack[]): PackCount[] {
  return packs.map((pack) => ({ pack, count: ceil(litres / pack.litres) }));
}

export interface Combination {
  /** Largest packs first; sizes not used are left out. */
  packs: PackCount[];
  suppliedLitres: number;
  surplusLitres: number;
  /** The handling it costs, in Handling's units. */
  handling: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The combination of packs that covers `litres` at the least handling (Handling); ties go to
 * fewer packs, then to fewer pack sizes (one size of bulk bag is simpler to order and to stack
 * than three). Each set of sizes is solved exactly (cheapestWith); there are at most 63 sets.
 */
export function cheapestToHandle(
  litres: number,
  packs: readonly Pack[],
  handling: Handling,
): Combination | null {
  if (packs.length === 0 || !(litres > 0)) return null;
  const smallestLitres = Math.min(...packs.map((pack) => pack.litres));
  let chosen: Combination | null = null;
  for (let set = 1; set < 1 << packs.length; set++) {
    const subset = packs.filter((_, index) => set & (1 << index));
    const found = cheapestWith(litres, subset, handling, smallestLitres);
    if (found && (!chosen || better(found, chosen))) chosen = found;
  }
  return chosen;
}

const packCount = (combination: Combination) =>
  combination.packs.reduce((sum, { count }) => sum + count, 0);

function better(a: Combination, b: Combination): boolean {
  if (Math.abs(a.handling - b.handling) > EPSILON) return a.handling < b.handling;
  if (packCount(a) !== packCount(b)) return packCount(a) < packCount(b);
  return a.packs.length < b.packs.length;
}

/**
 * The least-handling combination of these packs, by dynamic programming over multiples of their
 * common unit. Above a window of twenty of the largest packs the most efficient pack is fixed
 * first (a mix of other packs that large always costs more than the same volume in it), so a
 * 50,000 m³ order costs as little to work out as a 60 m³ one. Surplus is counted against the
 * smallest bag the product comes in, whichever packs this set holds.
 */
function cheapestWith(
  litres: number,
  packs: readonly Pack[],
  handling: Handling,
  smallestLitres: number,
): Combination | null {
  // Half-litres make every size an integer (Lecapon's 2.5 L bag).
  const halves = packs.map((pack) => Math.round(pack.litres * 2));
  const unit = halves.reduce(gcd);
  const sizes = halves.map((half) => half / unit);
  const unitLitres = unit / 2;
  const costs = packs.map((pack) =>
    pack.kind === "bulkBag" ? handling.bulkBagLift : handling.bag,
  );
  const surplusCost = (surplus: number) =>
    (surplus / smallestLitres) * handling.surplusPerSmallestBag;

  const need = ceil(litres / unitLitres);
  const largest = Math.max(...sizes);
  // The most efficient pack: least handling per unit, the larger one on a tie.
  const perUnit = (index: number) => costs[index]! / sizes[index]!;
  const best = sizes.reduce(
    (chosen, size, index) =>
      perUnit(index) < perUnit(chosen) - EPSILON ||
      (Math.abs(perUnit(index) - perUnit(chosen)) < EPSILON && size > sizes[chosen]!)
        ? index
        : chosen,
    0,
  );
  const window = 20 * largest;
  const fixed = need > window ? Math.floor((need - window) / sizes[best]!) : 0;
  const rest = need - fixed * sizes[best]!;

  // cost[a] and count[a]: the least handling (then fewest packs) that makes exactly a units.
  const top = rest + largest;
  const cost = new Float64Array(top + 1).fill(Infinity);
  const count = new Float64Array(top + 1).fill(Infinity);
  const last = new Int32Array(top + 1).fill(-1);
  cost[0] = 0;
  count[0] = 0;
  for (let amount = 1; amount <= top; amount++) {
    sizes.forEach((size, index) => {
      const from = amount - size;
      if (from < 0 || cost[from] === Infinity) return;
      const candidate = cost[from]! + costs[index]!;
      const packsUsed = count[from]! + 1;
      if (
        candidate < cost[amount]! - EPSILON ||
        (Math.abs(candidate - cost[amount]!) < EPSILON && packsUsed < count[amount]!)
      ) {
        cost[amount] = candidate;
        count[amount] = packsUsed;
        last[amount] = index;
      }
    });
  }

  const fixedLitres = fixed * packs[best]!.litres;
  let chosen = -1;
  let chosenTotal = Infinity;
  for (let amount = rest; amount <= top; amount++) {
    if (cost[amount] === Infinity) continue;
    const supplied = fixedLitres + amount * unitLitres;
    if (supplied < litres - EPSILON) continue;
    const total = cost[amount]! + surplusCost(supplied - litres);
    if (
      total < chosenTotal - EPSILON ||
      (Math.abs(total - chosenTotal) < EPSILON && count[amount]! < count[chosen]!)
    ) {
      chosen = amount;
      chosenTotal = total;
    }
  }
  if (chosen < 0) return null;

  const counts = packs.map(() => 0);
  counts[best] = fixed;
  for (let amount = chosen; amount > 0; amount -= sizes[last[amount]!]!) {
    counts[last[amount]!]! += 1;
  }
  const used = packs
    .map((pack, index) => ({ pack, count: counts[index]! }))
    .filter(({ count: n }) => n > 0)
    .sort((a, b) => b.pack.litres - a.pack.litres);
  const suppliedLitres = used.reduce((sum, { pack, count: n }) => sum + pack.litres * n, 0);
  return {
    packs: used,
    suppliedLitres,
    surplusLitres: suppliedLitres - litres,
    handling: chosenTotal + fixed * costs[best]!,
  };
}

export interface ContainerPlan {
  /** Largest first: e.g. two of 55 m³ and one of 25 m³. */
  containers: { sizeM3: number; count: number }[];
  capacityM3: number;
  /** How full the containers are, in whole percent. */
  fillPercent: number;
}

/**
 * The containers that hold the order with the least room to spare: as many of the largest as
 * it fills, then the smallest one that takes the rest. No container sizes (a product not shipped
 * by the container) gives null.
 */
export function containerPlan(litres: number, sizesM3: readonly number[]): ContainerPlan | null {
  if (sizesM3.length === 0 || !(litres > 0)) return null;
  const volume = litres / 1000;
  const sizes = [...sizesM3].sort((a, b) => b - a);
  const largest = sizes[0]!;
  const full = Math.floor(volume / largest + EPSILON);
  const rest = volume - full * largest;
  const counts = new Map<number, number>();
  if (full > 0) counts.set(largest, full);
  if (rest > EPSILON) {
    const fits = [...sizes].reverse().find((size) => size >= rest - EPSILON) ?? largest;
    counts.set(fits, (counts.get(fits) ?? 0) + 1);
  }
  const containers = [...counts].map(([sizeM3, count]) => ({ sizeM3, count }));
  const capacityM3 = containers.reduce((sum, { sizeM3, count }) => sum + sizeM3 * count, 0);
  return { containers, capacityM3, fillPercent: Math.round((volume / capacityM3) * 100) };
}
