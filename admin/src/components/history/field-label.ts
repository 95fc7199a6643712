import { isLang } from "@leca/shared/languages";
import { LANGUAGE_META } from "@/components/form/languages";
import { fieldName } from "@/lib/field-names";

/**
 * A changed field as the history lists it: "title.ar" is "Title (Arabic)", a picture's
 * "images.<mediaId>.alt.en" is "Picture alt text (English)".
 */
export function fieldLabel(field: string): string {
  const parts = field.split(".");
  const lang = parts.at(-1) ?? "";
  const [path, language] = isLang(lang)
    ? [parts.slice(0, -1).join("."), ` (${LANGUAGE_META[lang].name})`]
    : [field, ""];
  return `${fieldName(path)}${language}`;
}

/**
 * A save's changed fields in words. The first save created the item (every text it had is
 * "changed"); a save may change nothing recorded (saved unchanged, or before history was kept).
 */
export const changedSummary = (version: number, fields: string[]) => {
  if (version === 1) return "Created";
  return fields.length === 0 ? "No recorded change" : fields.map(fieldLabel).join(", ");
};
