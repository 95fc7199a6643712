import { useFormContext, useFormState } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { useT } from "@/i18n";
import { useTranslationState } from "./translation-context";

/**
 * Under a translated field whose English changed after it was translated: says so, and lets the
 * translator confirm that it still says the same. Editing the translation clears the flag as well
 * (the API compares it with the saved text), so an edited one says that instead. Nothing for
 * English or for a translation that is current.
 *
 * `path` names the field as the API's flags do ("excerpt", "images.<mediaId>.alt"); `name` is the
 * form's input for this language ("excerpt.ar", "images.2.alt.ar").
 */
export function useOutdatedNote(lang: Lang, path: string, name: string) {
  const { t } = useT();
  const translation = useTranslationState();
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  if (lang === "en" || !translation.isOutdated(lang, path)) return undefined;
  const edited = getFieldState(name, formState).isDirty;
  const confirmed = translation.isConfirmed(lang, path);
  if (edited) {
    return (
      <p className="outdated-note outdated-note--done">
        <strong>{t("translation.note.updated")}</strong> {t("translation.note.clearsOnSave")}
      </p>
    );
  }
  return (
    <p className={`outdated-note${confirmed ? " outdated-note--done" : ""}`}>
      <strong>{t(confirmed ? "translation.note.confirmed" : "translation.note.outdated")}</strong>{" "}
      {t(confirmed ? "translation.note.clearsOnSave" : "translation.note.englishChanged")}{" "}
      <label className="outdated-note__confirm">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => translation.setConfirmed(lang, path, event.target.checked)}
        />
        {t("translation.note.stillCorrect")}
      </label>
    </p>
  );
}
