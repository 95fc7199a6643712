// Each product page's key figures, from facts.json: the table a page shows and prints as its data
// sheet, and the additionalProperty list of its schema.org Product (components/seo/json-ld.ts).
import { concreteOptions, facts, lecamixProducts } from "./facts";

export const FIGURE_PRODUCTS = [
  "leca",
  "lecapon",
  "leca-blocks",
  "lecamix",
  "leca-concrete",
] as const;
export type FigureProduct = (typeof FIGURE_PRODUCTS)[number];

/** Units with their UN/CEFACT code, which schema.org's unitCode takes. */
export const UNITS = {
  WmK: "D53",
  C: "CEL",
  L: "LTR",
  m3: "MTQ",
  kgM3: "KMQ",
  MPa: "MPA",
  mm: "MMT",
  percent: "P1",
} as const;
export type Unit = keyof typeof UNITS;

/**
 * One figure: a list of values ("50 and 100 L"), a range (min and max), a bound ("up to",
 * "below": max alone), or words (codes, grades), which the label's message gives.
 */
export interface Figure {
  /** The message key under common figures.labels. */
  id: string;
  unit?: Unit;
  values?: number[];
  min?: number;
  max?: number;
  bound?: "upTo" | "below";
  fractionDigits?: number;
  /** Words instead of numbers: product codes (the same in every language) or a message key. */
  text?: { codes: string[] } | { key: string };
}

const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

export function productFigures(product: FigureProduct): Figure[] {
  const thermal: Figure = {
    id: "thermalConductivity",
    unit: "WmK",
    min: facts.thermalConductivity.min,
    max: facts.thermalConductivity.max,
    fractionDigits: 2,
  };
  switch (product) {
    case "leca":
      return [
        thermal,
        {
          id: "productionTemperature",
          unit: "C",
          max: facts.production.maxTemperatureC,
          bound: "upTo",
        },
        { id: "smallBags", unit: "L", values: facts.lecaPackaging.smallBagsLitres },
        { id: "bulkBags", unit: "m3", values: facts.lecaPackaging.bulkBagsM3 },
        { id: "containers", unit: "m3", values: facts.lecaPackaging.containerM3 },
      ];
    case "lecapon":
      return [
        { id: "lecaponBags", unit: "L", values: facts.lecapon.bagsLitres },
        { id: "grainSizes", text: { key: "grainSizesValue" } },
      ];
    case "leca-blocks":
      return [{ ...thermal, id: "aggregateThermalConductivity" }];
    case "lecamix":
      return [
        {
          id: "structuralDeadLoad",
          unit: "percent",
          ...facts.lecamix.structuralConcreteDeadLoadReductionPercent,
        },
        { id: "productCodes", text: { codes: lecamixProducts.map((entry) => entry.code) } },
      ];
    case "leca-concrete":
      return [
        { id: "dryDensity", unit: "kgM3", ...range(concreteOptions.map((o) => o.densityKgM3)) },
        {
          id: "compressiveStrength",
          unit: "MPa",
          ...range(concreteOptions.map((o) => o.strengthMPa)),
        },
        {
          id: "lightweightStrength",
          unit: "MPa",
          max: facts.lightweightConcrete.maxStrengthMPa,
          bound: "upTo",
        },
        {
          id: "lightweightDensity",
          unit: "kgM3",
          max: facts.lightweightConcrete.maxDensityKgM3,
          bound: "below",
        },
        {
          id: "drainAggregate",
          unit: "mm",
          min: facts.coatedDrainAggregate.sizeMinMm,
          max: facts.coatedDrainAggregate.sizeMaxMm,
        },
      ];
  }
}
