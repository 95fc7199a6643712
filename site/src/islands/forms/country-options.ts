import type { CountryCode } from "@leca/shared/contracts";
import type { SelectOption } from "../../contracts/fields";

/**
 * Country names in the page's language from the platform's CLDR data (Intl.DisplayNames), in
 * that language's alphabetical order.
 */
export function countryOptions(codes: readonly CountryCode[], language: string): SelectOption[] {
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
