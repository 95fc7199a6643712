import { useFormContext, useWatch } from "react-hook-form";
import { TRANSLATED_LANGUAGES, type Lang } from "@leca/shared/languages";
import { useT } from "@/i18n";
import { fieldList, fieldName } from "@/lib/field-names";
import { useTranslationState } from "./translation-context";

/** A flag's field as the summary's sentence names it: "excerpt", "alt text of image 2". */
const lowerFirst = (name: string, language: Lang) =>
  name.charAt(0).toLocaleLowerCase(language) + name.slice(1);

/**
 * Above an item's texts: which translations are out of date, so a translator sees the work before
 * scrolling to it. Each field carries its own flag too (useOutdatedNote).
 */
export function OutdatedSummary() {
  const { t, language } = useT();
  const { outdated } = useTranslationState();
  const { control } = useFormContext();
  const images: unknown = useWatch({ control, name: "images" });
  const pictures = Array.isArray(images)
    ? images.map((image: { mediaId?: string }) => image.mediaId ?? "")
    : [];
  const languages = TRANSLATED_LANGUAGES.filter((lang) => outdated[lang].length > 0);
  if (languages.length === 0) return null;
  return (
    <div className="outdated-summary" role="note" aria-label={t("translation.summary.label")}>
      <p>{t("translation.summary.intro")}</p>
      <ul>
        {languages.map((lang) => (
          <li key={lang}>
            {t(`translation.summary.line.${lang}`, {
              fields: fieldList(
                outdated[lang].map((path) => lowerFirst(fieldName(path, pictures), language)),
              ),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
