import { renderMarkdown } from "@leca/shared/markdown";
import type { Localized } from "./api-types";

export function renderLocalizedMarkdown(body: Localized): Localized {
  return {
    en: renderMarkdown(body.en),
    ...(body.ar ? { ar: renderMarkdown(body.ar) } : {}),
    ...(body.ru ? { ru: renderMarkdown(body.ru) } : {}),
  };
}
