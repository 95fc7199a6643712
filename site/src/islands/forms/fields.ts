// The pieces both form islands share: a server-rendered field's error state and the submit button,
// written into the markup exactly as the React fields (components/forms/field-parts.tsx,
// RadioGroupField.tsx, ui/Button.tsx) render them, so the page looks and reads the same.
import type { FieldClasses } from "../../contracts/fields";

/** One field of the form, found by its control's name. */
export interface Field {
  /** Shows `message` under the field and marks it invalid; undefined clears both. */
  setError(message: string | undefined): void;
  /** Moves focus to the field; false when it cannot take focus (a disabled select). */
  focus(): boolean;
}

const controlsOf = (form: HTMLFormElement, name: string): HTMLInputElement[] =>
  [...form.elements].filter(
    (element): element is HTMLInputElement => (element as HTMLInputElement).name === name,
  );

/** The current value of a named control; for radios the checked one's ("" when none is). */
export function valueOf(form: HTMLFormElement, name: string): string {
  const controls = controlsOf(form, name);
  if (controls[0]?.type === "radio") return controls.find((radio) => radio.checked)?.value ?? "";
  return controls[0]?.value ?? "";
}

export function fieldOf(form: HTMLFormElement, name: string, classes: FieldClasses): Field {
  const controls = controlsOf(form, name);
  const first = controls[0];
  if (!first) throw new Error(`the form has no field named ${name}`);
  const fieldset = first.type === "radio" ? first.closest("fieldset") : null;
  // A text field or select carries the ARIA state and the border itself; a radio group carries
  // the state on its fieldset (role radiogroup) and the border on the box around its radios.
  const aria: HTMLElement = fieldset ?? first;
  const bordered: HTMLElement = (fieldset ? first.closest("label")?.parentElement : first) ?? first;
  const frame: HTMLElement = fieldset ?? first.parentElement ?? form;
  // The React frame's ids: `${id}-error` for the message, the fieldset's legend is `${id}-legend`.
  const base = fieldset
    ? (fieldset.getAttribute("aria-labelledby") ?? "").replace(/-legend$/, "")
    : first.id;
  const errorId = `${base}-error`;

  return {
    setError(message) {
      let text = form.ownerDocument.getElementById(errorId);
      const describedBy = (aria.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .filter((id) => id && id !== errorId);
      if (message) {
        if (!text) {
          text = form.ownerDocument.createElement("p");
          text.id = errorId;
          text.className = classes.error;
          frame.append(text);
        }
        text.textContent = message;
        describedBy.push(errorId);
        aria.setAttribute("aria-invalid", "true");
        if (classes.invalid) bordered.classList.add(classes.invalid);
      } else {
        text?.remove();
        aria.removeAttribute("aria-invalid");
        if (classes.invalid) bordered.classList.remove(classes.invalid);
      }
      if (describedBy.length) aria.setAttribute("aria-describedby", describedBy.join(" "));
      else aria.removeAttribute("aria-describedby");
    },
    focus() {
      const target = controls.find((control) => control.checked) ?? first;
      target.focus();
      return form.ownerDocument.activeElement === target;
    },
  };
}

/** Focuses the first of `names` (in that order) that can take focus. */
export function focusFirst(fields: Record<string, Field>, names: readonly string[]): void {
  names.some((name) => fields[name]?.focus());
}

/** Names of the form's controls in page order: the order a visitor meets them. */
/**
 * The server's answer on the form (its messages arrive in the page's language): each of `names`
 * with a message shows it, and the first of them gets focus. Fields the form does not have are
 * left to the failure's own message, which the form shows as a whole.
 */
export function showServerErrors(
  fields: Record<string, Field>,
  names: readonly string[],
  fieldErrors: Record<string, string>,
): void {
  const named = names.filter((name) => fieldErrors[name] !== undefined);
  named.forEach((name) => fields[name]?.setError(fieldErrors[name]));
  focusFirst(fields, named.slice(0, 1));
}

export const pageOrder = (form: HTMLFormElement, names: Iterable<string>): string[] => {
  const wanted = new Set(names);
  const seen = new Set<string>();
  for (const element of form.elements) {
    const name = (element as HTMLInputElement).name;
    if (wanted.has(name)) seen.add(name);
  }
  return [...seen];
};

/**
 * The form's submit button as ui/Button.tsx renders it: the text in its last span; loading
 * disables it, sets aria-busy and puts the spinner before the text.
 */
export function submitButton(form: HTMLFormElement, classes: FieldClasses) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.lastElementChild;
  if (!button || !label) throw new Error("the form has no submit button");
  return (text: string, loading: boolean) => {
    button.disabled = loading;
    if (loading) button.setAttribute("aria-busy", "true");
    else button.removeAttribute("aria-busy");
    const spinner = label.previousElementSibling;
    if (loading && !spinner) {
      const ring = form.ownerDocument.createElement("span");
      ring.className = classes.spinner;
      ring.setAttribute("aria-hidden", "true");
      label.before(ring);
    } else if (!loading) spinner?.remove();
    label.textContent = text;
  };
}
