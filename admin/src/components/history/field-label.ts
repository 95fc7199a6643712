import { isLang } from "@leca/shared/languages";
import { LANGUAGE_META } from "@/components/form/languages";

const NAMES: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  body: "Body",
  description: "Description",
  "cover.alt": "Cover alt text",
  slug: "Address",
  status: "Status",
  publishedAt: "Publication date",
  media: "Pictures",
};

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
  const picture = /^images\..+\.(alt|caption)$/.exec(path);
  const name = picture ? `Picture ${picture[1] === "alt" ? "alt text" : "caption"}` : NAMES[path];
  return `${name ?? path}${language}`;
}

/**
 * A save's changed fields in words. The first save created the item (every text it had is
 * "changed"); a save may change nothing recorded (saved unchanged, or before history was kept).
 */
export const changedSummary = (version: number, fields: string[]) => {
  if (version === 1) return "Created";
  return fields.length === 0 ? "No recorded change" : fields.map(fieldLabel).join(", ");
};
