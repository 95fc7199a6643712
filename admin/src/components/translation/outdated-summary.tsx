import { useFormContext, useWatch } from "react-hook-form";
import { TRANSLATED_LANGUAGES } from "@leca/shared/languages";
import { LANGUAGE_META } from "@/components/form/languages";
import { fieldName } from "@/lib/field-names";
import { useTranslationState } from "./translation-context";

/** A flag's field as the summary's sentence names it: "excerpt", "alt text of image 2". */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Above an item's texts: which translations are out of date, so a translator sees the work before
 * scrolling to it. Each field carries its own flag too (useOutdatedNote).
 */
export function OutdatedSummary() {
  const { outdated } = useTranslationState();
  const { control } = useFormContext();
  const images: unknown = useWatch({ control, name: "images" });
  const pictures = Array.isArray(images)
    ? images.map((image: { mediaId?: string }) => image.mediaId ?? "")
    : [];
  const languages = TRANSLATED_LANGUAGES.filter((lang) => outdated[lang].length > 0);
  if (languages.length === 0) return null;
  return (
    <div className="outdated-summary" role="note" aria-label="Translations out of date">
      <p>The English changed after these were translated:</p>
      <ul>
        {languages.map((lang) => (
          <li key={lang}>
            {LANGUAGE_META[lang].name}:{" "}
            {outdated[lang].map((path) => lowerFirst(fieldName(path, pictures))).join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
