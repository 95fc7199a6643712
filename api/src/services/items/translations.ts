import crypto from "node:crypto";
import {
  byTranslatedLanguage,
  TRANSLATED_LANGUAGES,
  type ConfirmTranslations,
  type LocalizedText,
  type Outdated,
} from "@leca/shared/contracts";
import type { ItemTranslations, TranslationSources } from "../../store/types";

/**
 * Which translations are out of date (contracts/translations.ts). Each Arabic or Russian text
 * keeps a fingerprint of the English text it was translated from; when the English text no
 * longer has that fingerprint, the translation is out of date. Kept in the item's data, beside the
 * texts, so no store needs a table or a migration for it, and the flags (not the fingerprints)
 * are among the data a list row reads.
 */

/** An item's translatable texts by field path ("title", "cover.alt", "images.<id>.alt"). */
export type TranslatableTexts = Record<string, Partial<LocalizedText>>;

/** Short, since only equality matters; trimmed, since the schemas trim what they store. */
const fingerprint = (text: string) =>
  crypto.createHash("sha256").update(text.trim()).digest("base64url").slice(0, 16);

interface Previous {
  texts: TranslatableTexts;
  /** Absent on items saved before translations were tracked. */
  sources: TranslationSources | undefined;
}

/**
 * The translation bookkeeping after a write. A translation takes the current English as its
 * source when it is new, when its text changed in this write, or when the translator confirms
 * it; otherwise it keeps the source it had (an item saved before tracking began counts as
 * translated from the English it had then). An empty translation, or one of an empty English
 * text, is not tracked.
 */
export function trackTranslations(
  texts: TranslatableTexts,
  previous?: Previous,
  confirmed: ConfirmTranslations = {},
): ItemTranslations {
  const translationSources: TranslationSources = {};
  const outdated: ItemTranslations["outdated"] = {};
  // Each English text's fingerprint once (now and before), whatever the number of languages.
  const english = new Map(
    Object.entries(texts).flatMap(([path, text]) =>
      text.en?.trim() ? [[path, fingerprint(text.en)] as const] : [],
    ),
  );
  const englishBefore = (path: string) => {
    const en = previous?.texts[path]?.en;
    return en?.trim() ? fingerprint(en) : null;
  };
  for (const lang of TRANSLATED_LANGUAGES) {
    const sources: Record<string, string> = {};
    const stale: string[] = [];
    for (const [path, text] of Object.entries(texts)) {
      const translation = text[lang]?.trim();
      const current = english.get(path);
      if (!translation || current === undefined) continue;
      const kept = previous?.sources?.[lang]?.[path] ?? englishBefore(path);
      const retranslated =
        previous?.texts[path]?.[lang]?.trim() !== translation ||
        (confirmed[lang]?.includes(path) ?? false);
      const source = retranslated || kept === null ? current : kept;
      sources[path] = source;
      if (source !== current) stale.push(path);
    }
    translationSources[lang] = sources;
    outdated[lang] = stale;
  }
  return { translationSources, outdated };
}

/** The flags as the API answers them: every translated language, empty when nothing is out of date. */
export const outdatedOf = (data: { outdated?: ItemTranslations["outdated"] }): Outdated =>
  byTranslatedLanguage((lang) => data.outdated?.[lang] ?? []);
