import { z } from "zod";
import { itemStatusSchema, localizedText, type NewsItem } from "@leca/shared/contracts";
import type { NewsCreate } from "@leca/shared/client";
import { emptyLocalized, toLocalizedValues } from "@/components/form/languages";
import { coverInput, coverSchema, coverValues } from "@/components/items/pictures/picture-schemas";
import { fromLocalInput, toLocalInput } from "@/lib/dates";
import { localDateInput, slugInput } from "@/lib/form-schemas";

// The contracts' pieces with their limits and message keys; only the form-only parts differ
// (the cover: picture-schemas.ts; the date is the admin's local time).
export const newsFormSchema = z.object({
  slug: slugInput,
  title: localizedText(200, "item.titleRequired"),
  excerpt: localizedText(500, "item.excerptRequired"),
  body: localizedText(50_000, "item.bodyRequired"),
  cover: coverSchema,
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
    cover: coverValues(item?.cover),
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
    cover: coverInput(values.cover),
    status: values.status,
    publishedAt: fromLocalInput(values.publishedAt),
  };
}
