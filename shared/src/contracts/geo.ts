import { continents, countries, type TContinentCode, type TCountryCode } from "countries-list";

/** Continent and country codes from the countries-list package (ISO 3166-1 alpha-2). */
export const CONTINENT_CODES = Object.keys(continents) as [TContinentCode, ...TContinentCode[]];
export type ContinentCode = TContinentCode;
export type CountryCode = TCountryCode;

export function isCountryCode(code: string): code is CountryCode {
  return Object.prototype.hasOwnProperty.call(countries, code);
}

/** Countries on a continent; transcontinental ones (Russia, Turkey, Egypt...) appear on each. */
export function countriesOf(continent: ContinentCode): CountryCode[] {
  return (Object.keys(countries) as CountryCode[]).filter((code) => isOn(code, continent));
}

export function isOn(country: CountryCode, continent: ContinentCode): boolean {
  const entry = countries[country];
  return entry.continent === continent || (entry.continents ?? []).includes(continent);
}
