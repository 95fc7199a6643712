// The contact form's full check, in a module of its own: a browser bundle that takes only
// contactFormSchema from the contracts then leaves libphonenumber-js and its metadata out.
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from "libphonenumber-js";
import { contactFormSchema, looksLikePhone } from "./contact";
import { isCountryCode } from "./geo";

/** The contact form as the server checks it: the browser's rules and the phone's full check. */
export const contactBodySchema = contactFormSchema.superRefine((value, ctx) => {
  // A local number is read in the chosen country's plan; "+971 ..." works from anywhere. A number
  // the light check already refused has its message.
  const region = isCountryCode(value.country) ? (value.country as PhoneCountry) : undefined;
  if (looksLikePhone(value.phone) && !isValidPhoneNumber(value.phone, region)) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: "contact.phone" });
  }
});
