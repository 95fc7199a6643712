import { formatNumber } from "@leca/shared/i18n";
import type { Figure } from "./product-figures";

/** t() of the common namespace. */
type Translate = (key: string, values?: Record<string, string>) => string;

/** A figure's value as its language writes it: "0.10–0.13 W/mK", «50 و100 لتر», "до 1200 °C". */
export function figureText(figure: Figure, language: string, t: Translate): string {
  const number = (value: number) =>
    formatNumber(
      value,
      language,
      figure.fractionDigits === undefined ? {} : { fractionDigits: figure.fractionDigits },
    );
  if (figure.text) {
    return "codes" in figure.text ? figure.text.codes.join(", ") : t(`figures.${figure.text.key}`);
  }
  let value: string;
  if (figure.values) {
    const list = figure.values.map(number);
    value = t("figures.list", {
      items: list.slice(0, -1).join(t("figures.separator")),
      last: list.at(-1) ?? "",
    });
    if (list.length === 1) value = list[0] ?? "";
  } else if (figure.min !== undefined && figure.max !== undefined) {
    value = t("figures.range", { min: number(figure.min), max: number(figure.max) });
  } else {
    value = t(`figures.${figure.bound ?? "upTo"}`, { max: number(figure.max ?? 0) });
  }
  if (figure.unit === "percent") return t("figures.percent", { value });
  return figure.unit
    ? t("figures.withUnit", { value, unit: t(`figures.units.${figure.unit}`) })
    : value;
}
