// The quote request on the contact page (issue 21): what a calculator's "Request a quote" link
// carries in the URL, shown above the form as the visitor's words would put it, and handed to the
// contact form in its hidden `quote` and `source` fields; contact-form.ts sends them beside the
// spec's fields. Removed by its button, and once the message has gone (the form's reset).
import type { QuoteRequest } from "@leca/shared/contracts";
import { QUOTE_PARAM, SOURCE_PARAM, readQuote } from "../lib/calculator/quote-link";
import { formatNumber } from "@leca/shared/i18n";
import type { SummaryMessages } from "../contracts/quote-summary";
import { interpolate, readMessages } from "./messages";

const mounted = new WeakSet<HTMLElement>();

/** The summary's lines: a label and its value, in the page's language. */
export function summaryLines(
  quote: QuoteRequest,
  messages: SummaryMessages,
  language: string,
): [string, string][] {
  const { labels } = messages;
  const number = (value: number) => formatNumber(value, language);
  const lines: [string, string][] = [
    [labels.product, messages.products[quote.product] ?? quote.product],
  ];
  if (quote.use && messages.uses[quote.use]) lines.push([labels.use, messages.uses[quote.use]!]);
  lines.push([
    labels.volume,
    quote.allowancePercent
      ? interpolate(labels.volumeWithAllowance, {
          volume: number(quote.volumeM3),
          allowance: number(quote.allowancePercent),
        })
      : interpolate(labels.volumeValue, { volume: number(quote.volumeM3) }),
  ]);
  if (quote.packs && quote.packs.length > 0) {
    const packs = quote.packs.map((pack) =>
      interpolate(labels.packCount, {
        pack: interpolate(pack.unit === "L" ? messages.bag : messages.bulkBag, {
          size: number(pack.size),
        }),
        count: number(pack.count),
      }),
    );
    lines.push([labels.packs, packs.join(labels.packSeparator)]);
  }
  if (quote.containerM3 !== undefined) {
    lines.push([
      labels.container,
      interpolate(labels.containerValue, { size: number(quote.containerM3) }),
    ]);
  }
  if (quote.densityKgM3 !== undefined) {
    lines.push([
      labels.density,
      interpolate(labels.densityValue, { density: number(quote.densityKgM3) }),
    ]);
  }
  if (quote.massSavedKg !== undefined) {
    lines.push([
      labels.massSaved,
      interpolate(labels.massSavedValue, { mass: number(quote.massSavedKg) }),
    ]);
  }
  return lines;
}

export function mount(root: HTMLElement): void {
  if (mounted.has(root)) return;
  mounted.add(root);
  const carried = readQuote(window.location.search);
  const messages = readMessages<SummaryMessages>(root);
  const form = document.getElementById(messages.formId);
  const section = root.querySelector("section");
  const details = root.querySelector('[data-slot="details"]');
  const remove = root.querySelector("button");
  const status = root.querySelector('[data-slot="status"]');
  if (!(form instanceof HTMLFormElement) || !section || !details || !remove || !status) {
    throw new Error("the quote summary is missing its form or parts");
  }
  const hidden = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  if (!carried) return;

  details.replaceChildren(
    ...summaryLines(carried.quote, messages, document.documentElement.lang || "en").flatMap(
      ([label, value]) => {
        const term = document.createElement("dt");
        term.textContent = label;
        const description = document.createElement("dd");
        description.textContent = value;
        return [term, description];
      },
    ),
  );
  hidden("quote").value = JSON.stringify(carried.quote);
  if (carried.source) hidden("source").value = carried.source;
  section.hidden = false;

  /** Off the form and out of the URL, so a reload does not bring it back. */
  const clear = () => {
    if (section.hidden) return;
    section.hidden = true;
    hidden("quote").value = "";
    const url = new URL(window.location.href);
    url.searchParams.delete(QUOTE_PARAM);
    url.searchParams.delete(SOURCE_PARAM);
    window.history.replaceState(window.history.state, "", url);
  };
  remove.addEventListener("click", () => {
    clear();
    status.textContent = messages.labels.removed;
    form.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  });
  // The contact form resets itself once the message has gone: the request went with it.
  form.addEventListener("reset", clear);
}
