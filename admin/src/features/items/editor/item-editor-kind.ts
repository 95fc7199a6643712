import type { ComponentType } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Lang } from "@leca/shared/contracts";
import type { MessageKey } from "@/i18n";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";

/**
 * A content kind as its editor sees it: the kind, plus its form. The generic form, create and
 * edit pages take one of these; the types tie the schema, the values, the input and the item
 * together, so the compiler checks a kind's pieces against each other.
 */
export interface ItemEditorKind<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
> extends ItemKindDescriptor<Item, Create> {
  /** The contracts' pieces plus what only the form has (previews' URLs, the local date). */
  schema: z.ZodType<Output, Values>;
  /** The form's starting values: the item's, or a new item's (whole, though RHF allows fewer). */
  values: (item?: Item) => DefaultValues<Values>;
  /** What the API is sent for the form's checked values. */
  toInput: (values: Output) => Create;
  /** Server field paths the form shows next to an input; others are listed above the form. */
  fields: RegExp;
  /** The longest title a language may have (the kind config's), shown with a count. */
  titleMax: number;
  /** One language's texts after its title (the title is every kind's): news's excerpt and body. */
  LanguageFields: ComponentType<{ lang: Lang }>;
  /**
   * The kind's own sections after the texts, in order: news's cover, gallery's images (heading:
   * a key). A kind with a cover and images lists both.
   */
  sections: readonly { id: string; heading: MessageKey; Fields: ComponentType }[];
}
