import { z } from "zod";
import {
  focusSchema,
  itemStatusSchema,
  localizedText,
  type NewsItem,
} from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import { emptyLocalized, toLocalizedValues } from "@/components/form/languages";
import { fromLocalInput, toLocalInput } from "@/lib/dates";
import { localDateInput, slugInput } from "@/lib/form-schemas";

// The contracts' pieces with their limits and message keys; only the form-only parts differ
// (a cover keeps its preview URL, the date is the admin's local time). The cover's focal point is
// required here (the API defaults a missing one to null), so a save never erases one chosen earlier.
export const newsFormSchema = z.object({
  slug: slugInput,
  title: localizedText(200, "item.titleRequired"),
  excerpt: localizedText(500, "item.excerptRequired"),
  body: localizedText(50_000, "item.bodyRequired"),
  cover: z
    .object({
      mediaId: z.string(),
      url: z.string(),
      alt: localizedText(200, "item.altRequired"),
      focus: focusSchema.nullable(),
    })
    .nullable(),
  status: itemStatusSchema,
  publishedAt: localDateInput,
});
export type NewsFormValues = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;

/** Server field paths this form shows next to an input. */
export const NEWS_FORM_FIELDS =
  /^(slug|status|publishedAt|cover|cover\.mediaId|cover\.focus(\.[xy])?|(title|excerpt|body|cover\.alt)\.(en|ar|ru))$/;

export function newsFormValues(item?: NewsItem): NewsFormValues {
  return {
    slug: item?.slug ?? "",
    title: item ? toLocalizedValues(item.title) : emptyLocalized(),
    excerpt: item ? toLocalizedValues(item.excerpt) : emptyLocalized(),
    body: item ? toLocalizedValues(item.body) : emptyLocalized(),
    cover: item?.cover
      ? {
          mediaId: item.cover.mediaId,
          url: item.cover.url,
          alt: toLocalizedValues(item.cover.alt),
          focus: item.cover.focus,
        }
      : null,
    status: item?.status ?? "draft",
    publishedAt: toLocalInput(item?.publishedAt ?? null),
  };
}

export function newsInput(values: NewsFormOutput): NewsCreate {
  return {
    ...(values.slug ? { slug: values.slug } : {}),
    title: values.title,
    excerpt: values.excerpt,
    body: values.body,
    cover: values.cover
      ? { mediaId: values.cover.mediaId, alt: values.cover.alt, focus: values.cover.focus }
      : null,
    status: values.status,
    publishedAt: fromLocalInput(values.publishedAt),
  };
}
