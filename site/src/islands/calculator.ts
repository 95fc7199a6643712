// The quantity calculator (issue 21) on the server markup of
// components/calculator/QuantityCalculator.tsx: the use's usual thickness, area and thickness or
// a volume, and the result: the volume with its allowance, the packs, the cheapest-to-handle
// combination, a container, and the link that carries it all to the contact form.
import {
  cheapestToHandle,
  containerPlan,
  countsPerPack,
  orderVolume,
  type Pack,
  type Use,
} from "../lib/calculator/quantity";
import { formatNumber } from "@leca/shared/i18n";
import type { QuoteRequest } from "@leca/shared/contracts";
import {
  listItems,
  measure,
  pageLanguage,
  runCalculator,
  slot,
  type Measure,
} from "./calculator-parts";
import type { QuantityMessages, ResultText } from "../contracts/calculator";
import { interpolate, readMessages } from "./messages";

const FIELDS = ["use", "measure", "area", "thickness", "volume"] as const;
const mounted = new WeakSet<HTMLElement>();

export function mount(root: HTMLElement): void {
  if (mounted.has(root) || !(root instanceof HTMLFormElement)) return;
  mounted.add(root);
  const form = root;
  const messages = readMessages<QuantityMessages>(form);
  const { data, errors, classes } = messages;
  const text = (key: ResultText, values: Record<string, string | number> = {}) =>
    interpolate(messages.result[key], values);
  const number = (value: number) => formatNumber(value, pageLanguage());

  const area = measure(form, "area", data.limits.maxAreaM2, errors.area, classes);
  const thickness = measure(
    form,
    "thickness",
    data.limits.maxThicknessMm,
    errors.thickness,
    classes,
  );
  const volume = measure(form, "volume", data.limits.maxVolumeM3, errors.volume, classes);
  const useSelect = form.elements.namedItem("use") as HTMLSelectElement;

  const chosenUse = (): Use => data.uses.find((use) => use.id === useSelect.value) ?? data.uses[0]!;
  const mode = () =>
    (form.elements.namedItem("measure") as RadioNodeList).value === "volume" ? "volume" : "area";

  // --- The use's usual thickness, until the buyer types their own.
  let ownThickness = thickness.input.value !== number(chosenUse().thicknessMm);
  thickness.input.addEventListener("input", () => (ownThickness = true));
  useSelect.addEventListener("change", () => {
    if (!ownThickness) thickness.input.value = number(chosenUse().thicknessMm);
  });

  // --- Area and thickness, or a volume: only the chosen pair is shown and checked.
  const showMeasure = () => {
    form.querySelectorAll<HTMLElement>("[data-measure]").forEach((group) => {
      group.hidden = group.dataset.measure !== mode();
    });
  };
  form.addEventListener("change", (event) => {
    if ((event.target as HTMLInputElement).name === "measure") showMeasure();
  });

  const packLabel = (pack: Pack) =>
    text(pack.kind === "bag" ? "bag" : "bulkBag", { size: number(pack.size) });

  const checked = (): Measure[] => (mode() === "volume" ? [volume] : [area, thickness]);

  const work = (result: HTMLElement) => {
    const use = chosenUse();
    (mode() === "volume" ? [area, thickness] : [volume]).forEach((entry) =>
      entry.field.setError(undefined),
    );
    const values = checked().map((entry) => entry.read());
    if (values.some((value) => value === undefined)) return undefined;
    const [first, second] = values as number[];
    const order = orderVolume(
      mode() === "volume" ? { volumeM3: first! } : { areaM2: first!, thicknessMm: second! },
      use.allowancePercent,
    );
    const litres = order.totalLitres;
    const packs = data.packs[use.product];
    const best = cheapestToHandle(litres, packs, data.handling);
    const plan = containerPlan(litres, data.containersM3[use.product]);

    const headline = text("volume", { volume: number(litres / 1000) });
    slot(result, "volume").textContent = headline;
    slot(result, "allowance").textContent =
      text("allowance", {
        net: number(order.netLitres / 1000),
        allowance: number(use.allowancePercent),
      }) + (litres < 1000 ? ` ${text("litres", { litres: number(litres) })}` : "");

    slot(result, "best").hidden = !best;
    if (best) {
      listItems(
        slot(result, "best-list"),
        best.packs.map(({ pack, count }) =>
          interpolate(messages.packCount, { pack: packLabel(pack), count: number(count) }),
        ),
      );
      slot(result, "best-supply").textContent =
        best.surplusLitres > 0.5
          ? text("bestSurplus", {
              supplied: number(best.suppliedLitres / 1000),
              surplus: number(best.surplusLitres / 1000),
            })
          : text("bestSupply", { supplied: number(best.suppliedLitres / 1000) });
    }

    slot(result, "packs").hidden = packs.length === 0;
    slot(result, "packs-rows").replaceChildren(
      ...countsPerPack(litres, packs).map(({ pack, count }) => {
        const row = document.createElement("tr");
        const name = document.createElement("th");
        name.scope = "row";
        name.textContent = packLabel(pack);
        const cell = document.createElement("td");
        cell.textContent = number(count);
        row.append(name, cell);
        return row;
      }),
    );

    slot(result, "container").hidden = !plan;
    if (plan) {
      listItems(
        slot(result, "container-list"),
        plan.containers.map(({ sizeM3, count }) =>
          text("container", { count: number(count), size: number(sizeM3) }),
        ),
      );
      const many = plan.containers.reduce((sum, { count }) => sum + count, 0) > 1;
      slot(result, "container-fill").textContent = text(many ? "containersFill" : "containerFill", {
        percent: number(plan.fillPercent),
      });
    }

    const note = slot(result, "note");
    note.textContent =
      use.product === "lecamix"
        ? text("lecamixBasis")
        : use.product === "lecapon"
          ? text("lecaponBags")
          : "";
    note.hidden = note.textContent === "";

    const quote: QuoteRequest = {
      product: use.product,
      use: use.id,
      volumeM3: litres / 1000,
      allowancePercent: use.allowancePercent,
      packs: (best?.packs ?? []).map(({ pack, count }) => ({
        unit: pack.unit,
        size: pack.size,
        count,
      })),
      ...(plan ? { containerM3: Math.max(...plan.containers.map(({ sizeM3 }) => sizeM3)) } : {}),
    };
    return { quote, status: headline };
  };

  runCalculator(form, messages.contactPath, {
    fields: FIELDS,
    checked,
    work,
    // The thickness in the query is the buyer's, whatever the use.
    restored: () => (ownThickness = true),
  });
  // The default measure's fields, or those of the measure the query brought back.
  showMeasure();
}
