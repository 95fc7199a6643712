// What the two calculator islands (calculator.ts, dead-load.ts) share: when to work the result
// out and how it is shown, reading a measure with its message in the page's language, the
// result's slots, and the form's answer when it was sent before the island arrived.
import type { QuoteRequest } from "@leca/shared/contracts";
import { readMeasure, type InputProblem } from "../lib/calculator/parse-number";
import { quoteHref } from "../lib/calculator/quote-link";
import type { FieldClasses } from "../contracts/fields";
import { fieldOf, type Field } from "./forms/fields";

export interface Measure {
  field: Field;
  input: HTMLInputElement;
  /** The number typed, or undefined after showing the field's message. */
  read(): number | undefined;
}

export function measure(
  form: HTMLFormElement,
  name: string,
  max: number,
  messages: Record<InputProblem, string>,
  classes: FieldClasses,
): Measure {
  const field = fieldOf(form, name, classes);
  const input = form.elements.namedItem(name) as HTMLInputElement;
  return {
    field,
    input,
    read() {
      const reading = readMeasure(input.value, pageLanguage(), max);
      field.setError(reading.ok ? undefined : messages[reading.problem]);
      return reading.ok ? reading.value : undefined;
    },
  };
}

export const pageLanguage = () => document.documentElement.lang || "en";

/** An element of the result the server rendered (data-slot="name"). */
export function slot<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T {
  const element = root.querySelector<T>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`the calculator has no ${name} slot`);
  return element;
}

export function listItems(list: HTMLElement, texts: readonly string[]): void {
  list.replaceChildren(
    ...texts.map((text) => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    }),
  );
}

/**
 * A form sent before its island was there is a plain GET to the same page: its fields come back
 * in the query. They are put back into the form, and true says the island should work them out.
 */
function restoreFromQuery(form: HTMLFormElement, names: readonly string[]): boolean {
  const params = new URLSearchParams(window.location.search);
  if (!names.some((name) => params.has(name))) return false;
  for (const name of names) {
    const value = params.get(name);
    if (value === null) continue;
    const control = form.elements.namedItem(name);
    if (control instanceof RadioNodeList) control.value = value;
    else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.value = value;
    }
  }
  return true;
}

/** Focuses the first of these fields that shows a message. */
function focusFirstInvalid(measures: readonly Measure[]): void {
  measures.find((entry) => entry.input.getAttribute("aria-invalid") === "true")?.input.focus();
}

/** What one calculator adds to the shared flow of runCalculator. */
export interface CalculatorSteps {
  /** The form's field names, as they come back in the query when it was sent without the island. */
  fields: readonly string[];
  /** The measures checked now: on Calculate, the first with a message gets the focus. */
  checked(): readonly Measure[];
  /**
   * Reads the fields (showing their messages) and fills the result's slots: the quote the link
   * carries and the line announced to screen readers, or undefined when a field is not right.
   */
  work(result: HTMLElement): { quote: QuoteRequest; status: string } | undefined;
  /** Called when the form's fields came back from the query, before they are worked out. */
  restored?(): void;
}

/**
 * The calculators' flow on their server markup: the result (data-result) with its quote link, and
 * the status slot. As the contact form: nothing is judged while the buyer types until the first
 * Calculate; from then on every change works the result out again, so the link never carries a
 * stale one.
 */
export function runCalculator(form: HTMLFormElement, contactPath: string, steps: CalculatorSteps) {
  const result = form.querySelector<HTMLElement>("[data-result]");
  const quoteLink = result?.querySelector<HTMLAnchorElement>("a[href]");
  if (!result || !quoteLink) throw new Error("the calculator has no result or quote link");
  const status = slot(form, "status");

  const calculate = (): boolean => {
    const answer = steps.work(result);
    if (!answer) {
      result.hidden = true;
      status.textContent = "";
      return false;
    }
    quoteLink.href = quoteHref(contactPath, answer.quote, window.location.pathname);
    result.hidden = false;
    status.textContent = answer.status;
    return true;
  };

  let calculated = false;
  const recalculate = () => {
    if (calculated) calculate();
  };
  form.addEventListener("input", recalculate);
  form.addEventListener("change", recalculate);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    calculated = true;
    if (!calculate()) focusFirstInvalid(steps.checked());
  });

  if (restoreFromQuery(form, steps.fields)) {
    steps.restored?.();
    calculated = true;
    calculate();
  }
}
