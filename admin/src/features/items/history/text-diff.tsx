import { diffWordsWithSpace } from "diff";
import { directionOf, type Lang } from "@leca/shared/languages";

/**
 * Two versions of a text, word by word: what was removed struck through, what was added
 * underlined (<del> and <ins>, which screen readers announce as such), in the text's language.
 */
export function TextDiff({ before, after, lang }: { before: string; after: string; lang: Lang }) {
  const parts = diffWordsWithSpace(before, after);
  return (
    <p className="text-diff" lang={lang} dir={directionOf(lang)}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
