import { facts } from "../facts";
import {
  CALCULATOR_PRODUCTS,
  type CalculatorProduct,
  type Handling,
  type Limits,
  type Pack,
  type Use,
} from "./quantity";

/** Everything the quantity calculator computes with, from facts.json: the page carries it. */
export interface CalculatorData {
  uses: Use[];
  packs: Record<CalculatorProduct, Pack[]>;
  /** Container sizes per product; empty where the facts give none. */
  containersM3: Record<CalculatorProduct, number[]>;
  handling: Handling;
  limits: Limits;
}

const bag = (litres: number): Pack => ({ kind: "bag", unit: "L", size: litres, litres });
const bulkBag = (m3: number): Pack => ({
  kind: "bulkBag",
  unit: "m3",
  size: m3,
  litres: m3 * 1000,
});

function productOf(value: string): CalculatorProduct {
  const found = CALCULATOR_PRODUCTS.find((product) => product === value);
  if (!found) throw new Error(`facts.json: calculator use for an unknown product "${value}"`);
  return found;
}

/** The uses of one product (all of them without one), in facts.json's order. */
export function calculatorData(product?: CalculatorProduct): CalculatorData {
  const { calculator, lecaPackaging, lecapon } = facts;
  const uses = calculator.uses
    .map((use) => ({ ...use, product: productOf(use.product) }))
    .filter((use) => !product || use.product === product);
  return {
    uses,
    packs: {
      leca: [...lecaPackaging.smallBagsLitres.map(bag), ...lecaPackaging.bulkBagsM3.map(bulkBag)],
      lecapon: lecapon.bagsLitres.map(bag),
      // The spec gives Lecamix no bag size or yield: the company quotes its bags.
      lecamix: [],
    },
    containersM3: { leca: [...lecaPackaging.containerM3], lecapon: [], lecamix: [] },
    handling: {
      bag: calculator.handling.bag,
      bulkBagLift: calculator.handling.bulkBagLift,
      surplusPerSmallestBag: calculator.handling.surplusPerSmallestBag,
    },
    limits: { ...calculator.limits },
  };
}
