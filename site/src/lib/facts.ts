import facts from "../../../content/facts/facts.json";
import { formatNumber, type NumberFormat } from "@leca/shared/i18n";

/** Product figures live once in content/facts/facts.json; words live in locales/. */
export type Facts = typeof facts;
export { facts };

export { formatNumber, type NumberFormat };

function resolve(path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => {
    if (node === null || typeof node !== "object") return undefined;
    return (node as Record<string, unknown>)[part];
  }, facts);
}

/** A placeholder is a dot path into facts.json, or a path with its number format. */
type Placeholder = string | ({ path: string } & NumberFormat);
const placeholders: Record<string, Placeholder> = facts.placeholders;

const valuesByLanguage = new Map<string, Record<string, string>>();

/**
 * The interpolation values every message may use ({{maxTemperature}}, ...), each figure
 * formatted for the language (worked out once per language; each caller gets its own copy, as
 * i18next may write into the options it is given). A placeholder pointing nowhere throws at
 * build, never ships blank.
 */
export function factValues(language: string): Record<string, string> {
  const known = valuesByLanguage.get(language);
  if (known) return { ...known };
  const values: Record<string, string> = {};
  for (const [name, placeholder] of Object.entries(placeholders)) {
    const { path, ...format } =
      typeof placeholder === "string" ? { path: placeholder } : placeholder;
    const value = resolve(path);
    if (typeof value === "number") values[name] = formatNumber(value, language, format);
    else if (typeof value === "string") values[name] = value;
    else throw new Error(`facts.json: placeholder "${name}" points to nothing at "${path}"`);
  }
  valuesByLanguage.set(language, values);
  return { ...values };
}

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`facts.json: unknown ${what} "${value}"`);
  return found;
}

export const CONCRETE_KINDS = ["non-structural", "structural"] as const;
export type ConcreteKind = (typeof CONCRETE_KINDS)[number];

export interface ConcreteOption {
  /** Also the message key: leca-concrete options.<id>. */
  id: string;
  kind: ConcreteKind;
  densityKgM3: number;
  strengthMPa: number;
}

/** LECA concrete grades, lightest first, as the table on /leca-concrete shows them. */
export const concreteOptions: readonly ConcreteOption[] = facts.concreteOptions.map((option) => ({
  ...option,
  kind: oneOf(CONCRETE_KINDS, option.kind, "concrete kind"),
}));

export const LECAMIX_GROUPS = ["mortar", "floor", "plaster", "structural"] as const;
export type LecamixGroup = (typeof LECAMIX_GROUPS)[number];

export interface LecamixProduct {
  /** The printed product code, the same in every language. */
  code: string;
  group: LecamixGroup;
  /** The message key: lecamix products.<key>. */
  key: string;
}

export const lecamixProducts: readonly LecamixProduct[] = facts.lecamixProducts.map((product) => ({
  ...product,
  group: oneOf(LECAMIX_GROUPS, product.group, "Lecamix group"),
}));

export const LECAPON_GRAINS = ["fine", "medium", "coarse"] as const;
export type LecaponGrain = (typeof LECAPON_GRAINS)[number];

/** Lecapon grain sizes, finest first; the words are lecapon packaging.grains.<grain>. */
export const lecaponGrains: readonly LecaponGrain[] = facts.lecapon.grains.map((grain) =>
  oneOf(LECAPON_GRAINS, grain, "Lecapon grain"),
);
