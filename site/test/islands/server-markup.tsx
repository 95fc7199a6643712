import { TextEncoder } from "node:util";
import type { ReactElement } from "react";
import { inPageContext } from "../support/render";

/**
 * Puts a component's server markup in the page, as the build writes it: React's server renderer
 * inside the same i18n context Gatsby pages get, then plain HTML in document.body with no React
 * behind it. Returns the island's root (the element with data-island="<island>"), or the body
 * when no island is named (the header, which the page's main module enhances).
 */
export async function serverMarkup(
  ui: ReactElement,
  island: string | null,
  { language = "en", originalPath = "/" }: { language?: string; originalPath?: string } = {},
): Promise<HTMLElement> {
  // react-dom/server's browser build (what jsdom resolves) needs TextEncoder, which jsdom lacks.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  const { renderToString } = await import("react-dom/server");
  document.body.innerHTML = renderToString(inPageContext(ui, { language, originalPath }).element);
  if (island === null) return document.body;
  const root = document.querySelector<HTMLElement>(`[data-island="${island}"]`);
  if (!root) throw new Error(`the markup has no data-island="${island}"`);
  return root;
}
