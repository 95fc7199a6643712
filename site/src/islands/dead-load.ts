// The dead-load calculator (issue 21) on the server markup of
// components/calculator/DeadLoadCalculator.tsx: an element's volume in a LECA concrete class
// against normal-weight concrete, the mass saved and the class's strength, and the link that
// carries it to the contact form.
import type { QuoteRequest } from "@leca/api/contracts";
import { deadLoad } from "../lib/calculator/dead-load";
import type { InputProblem } from "../lib/calculator/parse-number";
import { quoteHref } from "../lib/calculator/quote-link";
import type { ConcreteOption } from "../lib/facts";
import { formatNumber } from "../lib/number-format";
import {
  focusFirstInvalid,
  measure,
  pageLanguage,
  restoreFromQuery,
  slot,
} from "./calculator-parts";
import type { FieldClasses } from "./forms/fields";
import { interpolate, readMessages } from "./messages";

/** What DeadLoadCalculator.tsx writes into the form's messages script. */
export interface DeadLoadMessages {
  options: ConcreteOption[];
  baselineKgM3: number;
  maxVolumeM3: number;
  errors: Record<InputProblem, string>;
  result: Record<"strength" | "leca" | "normal" | "saved", string>;
  contactPath: string;
  classes: FieldClasses;
}

const FIELDS = ["element-volume", "class"] as const;
const mounted = new WeakSet<HTMLElement>();

export function mount(root: HTMLElement): void {
  if (mounted.has(root) || !(root instanceof HTMLFormElement)) return;
  mounted.add(root);
  const form = root;
  const messages = readMessages<DeadLoadMessages>(form);
  const number = (value: number, digits?: number) =>
    formatNumber(value, pageLanguage(), digits === undefined ? {} : { fractionDigits: digits });
  const text = (key: keyof DeadLoadMessages["result"], values: Record<string, string>) =>
    interpolate(messages.result[key], values);

  const volume = measure(
    form,
    "element-volume",
    messages.maxVolumeM3,
    messages.errors,
    messages.classes,
  );
  const classSelect = form.elements.namedItem("class") as HTMLSelectElement;
  const result = form.querySelector<HTMLElement>("[data-result]");
  const quoteLink = result?.querySelector<HTMLAnchorElement>("a[href]");
  if (!result || !quoteLink)
    throw new Error("the dead-load calculator has no result or quote link");
  const status = slot(form, "status");

  const calculate = (): boolean => {
    const option =
      messages.options.find((candidate) => candidate.id === classSelect.value) ??
      messages.options[0]!;
    const value = volume.read();
    if (value === undefined) {
      result.hidden = true;
      status.textContent = "";
      return false;
    }
    const load = deadLoad(value, option.densityKgM3, messages.baselineKgM3);
    const kg = (mass: number) => number(Math.round(mass));
    slot(result, "strength").textContent = text("strength", {
      density: number(option.densityKgM3),
      strength: number(option.strengthMPa),
    });
    slot(result, "leca").textContent = text("leca", { mass: kg(load.lecaKg) });
    slot(result, "normal").textContent = text("normal", { mass: kg(load.normalKg) });
    const saved = text("saved", { mass: kg(load.savedKg), percent: number(load.savedPercent, 1) });
    slot(result, "saved").textContent = saved;

    const quote: QuoteRequest = {
      product: "leca-concrete",
      volumeM3: value,
      packs: [],
      densityKgM3: option.densityKgM3,
      massSavedKg: Math.round(load.savedKg),
    };
    quoteLink.href = quoteHref(messages.contactPath, quote, window.location.pathname);
    result.hidden = false;
    status.textContent = saved;
    return true;
  };

  let calculated = false;
  const recalculate = () => {
    if (calculated) calculate();
  };
  form.addEventListener("input", recalculate);
  form.addEventListener("change", recalculate);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    calculated = true;
    if (!calculate()) focusFirstInvalid([volume]);
  });
  if (restoreFromQuery(form, FIELDS)) {
    calculated = true;
    calculate();
  }
}
