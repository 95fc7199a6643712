// An esbuild plugin for the browser's bundles: countries-list as the islands use it, which is
// each country's continent(s) and the continent codes. Country names come from the browser
// (Intl.DisplayNames), so the package's names, capitals, currencies and languages stay out of
// the contact form's validation chunk. Built from the package itself at
// build time, so it follows every update of the list.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The module's source: `continents` as the package has it, and `countries` with each country's
 * continent(s) only, written as one string of codes per continent (half the bytes of the object).
 */
export function slimCountriesSource() {
  const { continents, countries } = require("countries-list");
  const byContinent = {};
  const several = {};
  for (const [code, country] of Object.entries(countries)) {
    byContinent[country.continent] = (byContinent[country.continent] ?? "") + code;
    if (country.continents) several[code] = country.continents;
  }
  return `export const continents = ${JSON.stringify(continents)};
const several = ${JSON.stringify(several)};
export const countries = {};
for (const [continent, codes] of Object.entries(${JSON.stringify(byContinent)}))
  for (const code of codes.match(/../g))
    countries[code] = several[code] ? { continent, continents: several[code] } : { continent };
`;
}

export const slimCountries = {
  name: "slim-countries",
  setup(build) {
    build.onResolve({ filter: /^countries-list$/ }, () => ({
      path: "countries-list",
      namespace: "slim-countries",
    }));
    build.onLoad({ filter: /.*/, namespace: "slim-countries" }, () => ({
      contents: slimCountriesSource(),
      loader: "js",
    }));
  },
};
