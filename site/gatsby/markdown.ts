import type { LocalizedText } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import { renderMarkdown } from "@leca/shared/markdown";

/** A Markdown text's HTML in each language it has. */
export function renderLocalizedMarkdown(body: Partial<LocalizedText>): Partial<LocalizedText> {
  const html: Partial<LocalizedText> = {};
  for (const lang of LANGUAGES) {
    const text = body[lang];
    if (text) html[lang] = renderMarkdown(text);
  }
  return html;
}
