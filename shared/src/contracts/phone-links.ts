import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * Links that reach a visitor's phone: `tel:` in international form, and WhatsApp's click-to-chat
 * address, which takes the number's digits with the country code and nothing else. A number
 * written locally ("050 123 4567") is read in the visitor's country; one that cannot be read gets
 * a `tel:` of its own digits and no WhatsApp link (wa.me would open a chat with a stranger).
 */
export function phoneLinks(
  phone: string,
  country: string,
): { tel: string; whatsapp: string | null } {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (!parsed?.isValid()) return { tel: `tel:${phone.replace(/[^\d+]/g, "")}`, whatsapp: null };
  return { tel: `tel:${parsed.number}`, whatsapp: `https://wa.me/${parsed.number.slice(1)}` };
}
