import type { CalculatorData } from "../lib/calculator/data";
import type { InputProblem } from "../lib/calculator/parse-number";
import type { ConcreteOption } from "../lib/facts";
import type { FieldClasses } from "./fields";

// What the calculators' components write into their forms' messages scripts and their islands
// read: the one contract between the two sides.

/** What both calculators' messages carry besides their own (CalculatorForm.tsx adds it). */
export interface CalculatorMessages {
  contactPath: string;
  classes: FieldClasses;
}

/** A calculator's own messages, the part its component writes. */
export type OwnMessages<M extends CalculatorMessages> = Omit<M, keyof CalculatorMessages>;

/** What QuantityCalculator.tsx writes into the form's messages script. */
export interface QuantityMessages extends CalculatorMessages {
  data: CalculatorData;
  errors: Record<"area" | "thickness" | "volume", Record<InputProblem, string>>;
  result: Record<ResultText, string>;
  /** "{{pack}} × {{count}}" */
  packCount: string;
}

/** What DeadLoadCalculator.tsx writes into the form's messages script. */
export interface DeadLoadMessages extends CalculatorMessages {
  options: ConcreteOption[];
  baselineKgM3: number;
  maxVolumeM3: number;
  errors: Record<InputProblem, string>;
  result: Record<"strength" | "leca" | "normal" | "saved", string>;
}

export type ResultText =
  | "volume"
  | "allowance"
  | "litres"
  | "bag"
  | "bulkBag"
  | "bestSupply"
  | "bestSurplus"
  | "container"
  | "containerFill"
  | "containersFill"
  | "lecaponBags"
  | "lecamixBasis";
