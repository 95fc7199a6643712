import { isLang, type Lang } from "@leca/shared/languages";
import { i18n } from "@/i18n";
import { fieldList, fieldName } from "@/lib/field-names";

/** A field's name with the language of the text, as the history names a change: "Title (Arabic)". */
export const inLanguage = (field: string, lang: Lang): string =>
  i18n.t("history.fieldInLanguage", { field, language: i18n.t(`common.languages.${lang}`) });

/**
 * A changed field as the history lists it: "title.ar" is "Title (Arabic)", a picture's
 * "images.<mediaId>.alt.en" is "Picture alt text (English)".
 */
export function fieldLabel(field: string): string {
  const parts = field.split(".");
  const lang = parts.at(-1) ?? "";
  return isLang(lang)
    ? inLanguage(fieldName(parts.slice(0, -1).join(".")), lang)
    : fieldName(field);
}

/**
 * A save's changed fields in words. The first save created the item (every text it had is
 * "changed"); a save may change nothing recorded (saved unchanged, or before history was kept).
 */
export const changedSummary = (version: number, fields: string[]) => {
  if (version === 1) return i18n.t("history.changed.created");
  return fields.length === 0
    ? i18n.t("history.changed.nothing")
    : fieldList(fields.map(fieldLabel));
};
