import { CONTACT_METHODS as API_METHODS, CONTINENT_CODES } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import { CONTACT_METHODS, CONTINENTS } from "../src/contracts/contact-fields";
import { loadMessages } from "./support/render";

describe("Contact form choices", () => {
  it("lists exactly the continents and contact methods the API accepts", () => {
    expect([...CONTINENTS].sort()).toEqual([...CONTINENT_CODES].sort());
    expect([...CONTACT_METHODS].sort()).toEqual([...API_METHODS].sort());
  });

  it.each(LANGUAGES)("names every continent and method in %s", (language) => {
    const contact = loadMessages(language).contact as {
      continents: Record<string, string>;
      methods: Record<string, string>;
    };
    expect(Object.keys(contact.continents).sort()).toEqual([...CONTINENTS].sort());
    expect(Object.keys(contact.methods).sort()).toEqual([...CONTACT_METHODS].sort());
  });
});
