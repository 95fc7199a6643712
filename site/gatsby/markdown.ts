import type { Localized } from "./api-types";
import { renderMarkdown } from "../src/lib/markdown";

export function renderLocalizedMarkdown(body: Localized): Localized {
  return {
    en: renderMarkdown(body.en),
    ...(body.ar ? { ar: renderMarkdown(body.ar) } : {}),
    ...(body.ru ? { ru: renderMarkdown(body.ru) } : {}),
  };
}
