import {
  CONTACT_METHODS as API_METHODS,
  CONTINENT_CODES,
  contactFormSchema,
} from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import {
  CONTACT_MAX_LENGTHS,
  type ContactTextField,
} from "../src/components/contact/field-lengths";
import { CONTACT_METHODS, CONTINENTS } from "../src/contracts/contact-fields";
import { loadMessages } from "./support/render";

describe("Contact form choices", () => {
  it("lists exactly the continents and contact methods the API accepts", () => {
    expect([...CONTINENTS].sort()).toEqual([...CONTINENT_CODES].sort());
    expect([...CONTACT_METHODS].sort()).toEqual([...API_METHODS].sort());
  });

  // A value of the given length the field's rule takes if it is not too long.
  const ofLength = (name: ContactTextField, length: number) =>
    name === "email" ? `${"a".repeat(length - 6)}@x.com` : "1".repeat(length);

  it.each(Object.entries(CONTACT_MAX_LENGTHS) as [ContactTextField, number][])(
    "caps %s at the length the API accepts (%i)",
    (name, max) => {
      const rule = contactFormSchema.shape[name];
      expect(rule.safeParse(ofLength(name, max)).success).toBe(true);
      expect(rule.safeParse(ofLength(name, max + 1)).success).toBe(false);
    },
  );

  it.each(LANGUAGES)("names every continent and method in %s", (language) => {
    const contact = loadMessages(language).contact as {
      continents: Record<string, string>;
      methods: Record<string, string>;
    };
    expect(Object.keys(contact.continents).sort()).toEqual([...CONTINENTS].sort());
    expect(Object.keys(contact.methods).sort()).toEqual([...CONTACT_METHODS].sort());
  });
});
