import type { NewsItem } from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import type { ItemEditorKind } from "@/components/items/item-editor-kind";
import { CoverField } from "@/components/items/pictures/cover-field";
import { NewsLanguageFields } from "./components/news-language-fields";
import {
  NEWS_FORM_FIELDS,
  newsFormSchema,
  newsFormValues,
  newsInput,
  type NewsFormOutput,
  type NewsFormValues,
} from "./components/news-form-schema";
import { newsKind } from "./kind";

/** The news editor: excerpt and body in each language, and one cover image. */
export const newsEditor: ItemEditorKind<NewsItem, NewsCreate, NewsFormValues, NewsFormOutput> = {
  ...newsKind,
  schema: newsFormSchema,
  values: newsFormValues,
  toInput: newsInput,
  fields: NEWS_FORM_FIELDS,
  LanguageFields: NewsLanguageFields,
  sections: [{ id: "cover", heading: "news.coverHeading", Fields: CoverField }],
};
