import { useFormContext, useWatch } from "react-hook-form";
import { TRANSLATED_LANGUAGES } from "@leca/shared/languages";
import { LANGUAGE_META } from "@/components/form/languages";
import { useTranslationState } from "./translation-context";

const FIELD_NAMES: Record<string, string> = {
  title: "title",
  excerpt: "excerpt",
  body: "body",
  description: "description",
  "cover.alt": "cover alt text",
};

/** A flag's field as the editor's labels name it: "excerpt", "alt text of image 2". */
function fieldName(path: string, pictures: string[]): string {
  const picture = /^images\.(.+)\.(alt|caption)$/.exec(path);
  if (!picture) return FIELD_NAMES[path] ?? path;
  const [, mediaId, text] = picture;
  const position = pictures.indexOf(mediaId ?? "");
  const what = text === "alt" ? "alt text" : "caption";
  return position === -1 ? `${what} of a removed image` : `${what} of image ${position + 1}`;
}

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
            {outdated[lang].map((path) => fieldName(path, pictures)).join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
