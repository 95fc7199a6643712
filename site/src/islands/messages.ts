/**
 * What an island says comes translated with the page: one JSON script inside the island's root,
 * written at build time by the React component that renders the root. No translation files and
 * no i18n library reach the browser.
 */
export function readMessages<T>(root: ParentNode): T {
  const script = root.querySelector("script[data-island-messages]");
  if (!script?.textContent) throw new Error("this island's root has no messages");
  return JSON.parse(script.textContent) as T;
}

/** Fills "{{name}}" placeholders, as i18next would; an unknown name stays as written. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
