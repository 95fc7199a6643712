// What the two calculator islands (calculator.ts, dead-load.ts) share: reading a measure with its
// message in the page's language, the result's slots, and the form's answer when it was sent
// before the island arrived.
import { readMeasure, type InputProblem } from "../lib/calculator/parse-number";
import { fieldOf, type Field, type FieldClasses } from "./forms/fields";

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
export function restoreFromQuery(form: HTMLFormElement, names: readonly string[]): boolean {
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
export function focusFirstInvalid(measures: readonly Measure[]): void {
  measures.find((entry) => entry.input.getAttribute("aria-invalid") === "true")?.input.focus();
}
