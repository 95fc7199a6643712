import crypto from "node:crypto";
import path from "node:path";
import type { RuleSetRule } from "webpack";

/** Characters of a class name's hash: 5 of base64url, 30 bits. */
const HASH_LENGTH = 5;

/**
 * A CSS module class's name in the built site: five characters hashed from its file and local
 * name (`Button.module.css` `.secondary` -> `Ab3_x`), where Gatsby's default is
 * `Button-module--secondary--fdfb9`.
 *
 * Why: every page inlines its CSS and repeats its class names in the markup, ~200 of them, and
 * those long names cost 250-850 compressed bytes a page. That decided whether a long page's HTML
 * arrived in a slow connection's first round trip (~14.6 KB with its headers): /ar/lecamix/ was
 * 14,627 bytes with its scripts and 14,546 without, /ru/lecapon/ 15,250
 * (docs/benchmarks/2026-11-27-first-round-trip.md). Development keeps Gatsby's readable names.
 *
 * Five characters give ~400 classes a 1-in-10,000 chance that two share a name; `seen` turns that
 * chance into a failed build naming both classes (change `SALT` then), never into a page styled by
 * another component's rule. It sees the classes webpack compiles, so a clean build (CI's, and the
 * first after a deploy) sees all of them; a warm one only the changed files'. The classes change
 * only with the code, so a publish cannot hit it.
 */
const SALT = "";

export type ClassNamer = (resourcePath: string, localName: string) => string;

export function createClassNamer(context: string, length = HASH_LENGTH): ClassNamer {
  const seen = new Map<string, string>();
  return (resourcePath, localName) => {
    const key = `${path.relative(context, resourcePath).split(path.sep).join("/")}\0${localName}`;
    const name = crypto
      .createHash("sha256")
      .update(SALT + key)
      .digest("base64url")
      .slice(0, length);
    const owner = seen.get(name);
    if (owner !== undefined && owner !== key)
      throw new Error(
        `CSS class names collide: ${owner.replace("\0", " .")} and ${key.replace("\0", " .")} ` +
          `both hash to "${name}" (site/gatsby/class-names.ts: change SALT)`,
      );
    seen.set(name, key);
    return name;
  };
}

/** css-loader's `modules` option, where CSS modules are on. */
interface ModulesOptions {
  getLocalIdent?: (context: { resourcePath: string }, template: string, local: string) => string;
}

type Rule = RuleSetRule | "..." | false | null | undefined | 0 | "";

/** A loader entry of a rule's `use` (Gatsby writes each as `{ loader, options }`). */
const isCssLoader = (
  item: unknown,
): item is { loader: string; options: { modules?: false | ModulesOptions } } =>
  typeof item === "object" &&
  item !== null &&
  "loader" in item &&
  typeof item.loader === "string" &&
  /[\\/]css-loader[\\/]/.test(item.loader) &&
  "options" in item &&
  typeof item.options === "object" &&
  item.options !== null;

/** The `modules` options of every css-loader with CSS modules on, anywhere in webpack's rules. */
function cssModulesOptions(rules: Rule[]): ModulesOptions[] {
  const found: ModulesOptions[] = [];
  const visit = (rule: Rule) => {
    if (!rule || typeof rule !== "object") return;
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
    const use: unknown[] = Array.isArray(rule.use) ? rule.use : [rule.use];
    for (const item of use)
      if (isCssLoader(item) && item.options.modules) found.push(item.options.modules);
  };
  rules.forEach(visit);
  return found;
}

/**
 * Gives every CSS module class a short name in a webpack config. Both production stages need it:
 * build-html renders the names into the markup, build-javascript into the CSS. Returns how many
 * css-loader entries it changed (none would mean Gatsby's rules changed shape).
 */
export function useShortClassNames(
  config: { module: { rules: Rule[] } },
  name: ClassNamer,
): number {
  const all = cssModulesOptions(config.module.rules);
  for (const modules of all)
    modules.getLocalIdent = (context, _template, local) => name(context.resourcePath, local);
  return all.length;
}
