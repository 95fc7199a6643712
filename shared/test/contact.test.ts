import { getExampleNumber, isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import examples from "libphonenumber-js/examples.mobile.json";
import { contactBodySchema, contactFormSchema, looksLikePhone } from "../src/contracts";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const toArabicIndic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_INDIC[+digit]!);

const body = (phone: string) => ({
  name: "Layla",
  family: "Haddad",
  continent: "AS",
  country: "AE",
  city: "Dubai",
  address: "12 Sheikh Zayed Road",
  "postal-code": "12345",
  "how-to-contact": "phone",
  email: "layla@example.com",
  phone,
});

const phoneIssues = (schema: typeof contactFormSchema, phone: string) => {
  const result = schema.safeParse(body(phone));
  return (result.error?.issues ?? []).filter((issue) => issue.path.join() === "phone");
};

describe("the contact form's phone checks", () => {
  // The browser's light check must never refuse what the server's full check accepts.
  it("lets through every country's example number, as the visitor may write it", () => {
    const written: [string, CountryCode][] = [];
    for (const country of Object.keys(examples) as CountryCode[]) {
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      const national = example.formatNational();
      const international = example.formatInternational();
      written.push([national, country], [international, country]);
      written.push([toArabicIndic(national), country], [`${international} ext. 12`, country]);
    }
    const accepted = written.filter(([phone, country]) => isValidPhoneNumber(phone, country));
    expect(accepted.length).toBeGreaterThan(800);
    expect(accepted.filter(([phone]) => !looksLikePhone(phone))).toEqual([]);
  });

  it("leaves to the server a number with digits enough but none of the UAE's", () => {
    expect(phoneIssues(contactFormSchema, "+971 12 345")).toEqual([]);
    expect(phoneIssues(contactBodySchema, "+971 12 345")).toEqual([
      expect.objectContaining({ message: "contact.phone" }),
    ]);
    expect(phoneIssues(contactBodySchema, "+971 50 123 4567")).toEqual([]);
  });

  it.each(["abcd", "12-3 ", "+ (1)"])("refuses %j in the browser already, once", (phone) => {
    expect(phoneIssues(contactFormSchema, phone)).toEqual([
      expect.objectContaining({ message: "contact.phone" }),
    ]);
    expect(phoneIssues(contactBodySchema, phone)).toHaveLength(1);
  });
});
