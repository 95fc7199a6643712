// What the form components render and the form islands read back: the one contract between the
// two sides (components/forms/, islands/forms/).

/** CSS-module class names of the React fields, handed over in the island's messages. */
export interface FieldClasses {
  /** Forms.module.css .invalid: the spec's 2 px coral border. */
  invalid: string;
  /** Forms.module.css .error: the message under a field. */
  error: string;
  /** Spinner.module.css .spinner: the button's loading ring. */
  spinner: string;
}

export interface SelectOption {
  value: string;
  label: string;
}
