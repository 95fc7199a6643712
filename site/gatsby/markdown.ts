import type { LocalizedText } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import { renderMarkdown } from "@leca/shared/markdown";

/** A Markdown text's HTML in each language it has (so a required English text keeps one). */
export function renderLocalizedMarkdown<T extends Partial<LocalizedText>>(body: T): T {
  const html: Partial<LocalizedText> = {};
  for (const lang of LANGUAGES) {
    const text = body[lang];
    if (text) html[lang] = renderMarkdown(text);
  }
  return html as T;
}
