import { continents, countries } from "countries-list";
import type Mail from "nodemailer/lib/mailer";
import { isCountryCode, quoteLines } from "@leca/shared/contracts";
import type { ContactRecord } from "../../store/types";

type Field = keyof ContactRecord["fields"];

/** Every field the visitor filled in, in the form's order; the message comes last (it may be long). */
const LABELS: [Exclude<Field, "message">, string][] = [
  ["name", "Name"],
  ["family", "Family name"],
  ["continent", "Continent"],
  ["country", "Country"],
  ["city", "City"],
  ["address", "Address"],
  ["postal-code", "Postal code"],
  ["how-to-contact", "Preferred contact"],
  ["email", "Email"],
  ["phone", "Phone"],
];

/**
 * Fixed per message, so every retry of the same enquiry carries the same Message-ID and the
 * receiving side (and a person reading it) can tell a resend from a new enquiry.
 */
export const messageIdOf = (id: string) => `<contact-${id}@leca.local>`;

/** Visitor text never spans header lines. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

const countryName = (code: string) => (isCountryCode(code) ? countries[code].name : code);
const continentName = (code: string) => continents[code as keyof typeof continents] ?? code;

function display(field: Field, value: string): string {
  if (field === "country") return `${countryName(value)} (${value})`;
  if (field === "continent") return `${continentName(value)} (${value})`;
  return value;
}

export interface MailRoute {
  from: string;
  to: string;
}

export function composeContactMail(record: ContactRecord, route: MailRoute): Mail.Options {
  const { fields } = record;
  const lines = LABELS.map(
    ([field, label]) => `${label}: ${oneLine(display(field, fields[field]))}`,
  );
  // The calculator's result, figure by figure, so the reply can quote without asking again.
  const quote = record.quote
    ? [
        "",
        "Quote request:",
        ...quoteLines(record.quote).map(([label, value]) => `  ${label}: ${value}`),
      ]
    : [];
  const text = [
    ...lines,
    `Received: ${record.createdAt.toISOString()}`,
    ...(record.source ? [`Sent from: ${record.source}`] : []),
    `Reference: ${record.id}`,
    ...quote,
    "",
    "Message:",
    fields.message || "(no message)",
    "",
  ].join("\n");
  const who = oneLine(`${fields.name} ${fields.family}`);
  return {
    from: route.from,
    to: route.to,
    replyTo: { name: who, address: fields.email },
    subject: `${record.quote ? "Quote request" : "Website enquiry"}: ${who} (${countryName(fields.country)})`,
    text,
    messageId: messageIdOf(record.id),
  };
}
