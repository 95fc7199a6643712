// The dead-load calculator (issue 21) on the server markup of
// components/calculator/DeadLoadCalculator.tsx: an element's volume in a LECA concrete class
// against normal-weight concrete, the mass saved and the class's strength, and the link that
// carries it to the contact form.
import type { QuoteRequest } from "@leca/shared/contracts";
import { deadLoad } from "../lib/calculator/dead-load";
import { formatNumber } from "@leca/shared/i18n";
import { measure, pageLanguage, runCalculator, slot } from "./calculator-parts";
import type { DeadLoadMessages } from "../contracts/calculator";
import { interpolate, readMessages } from "./messages";

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

  runCalculator(form, messages.contactPath, {
    fields: FIELDS,
    checked: () => [volume],
    work(result) {
      const option =
        messages.options.find((candidate) => candidate.id === classSelect.value) ??
        messages.options[0]!;
      const value = volume.read();
      if (value === undefined) return undefined;
      const load = deadLoad(value, option.densityKgM3, messages.baselineKgM3);
      const kg = (mass: number) => number(Math.round(mass));
      slot(result, "strength").textContent = text("strength", {
        density: number(option.densityKgM3),
        strength: number(option.strengthMPa),
      });
      slot(result, "leca").textContent = text("leca", { mass: kg(load.lecaKg) });
      slot(result, "normal").textContent = text("normal", { mass: kg(load.normalKg) });
      const saved = text("saved", {
        mass: kg(load.savedKg),
        percent: number(load.savedPercent, 1),
      });
      slot(result, "saved").textContent = saved;

      const quote: QuoteRequest = {
        product: "leca-concrete",
        volumeM3: value,
        packs: [],
        densityKgM3: option.densityKgM3,
        massSavedKg: Math.round(load.savedKg),
      };
      return { quote, status: saved };
    },
  });
}
