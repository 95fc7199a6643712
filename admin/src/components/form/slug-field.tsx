import { useCallback } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useAutoSlug } from "@/hooks/use-auto-slug";
import { useT } from "@/i18n";
import type { EditorBaseValues } from "@/lib/item-kind";
import { TextField } from "./field";

interface SlugFieldProps {
  /** A new item's slug follows its English title; an existing item's is never rewritten. */
  isNew: boolean;
  /** The item's public address for a slug, shown as the admin types. */
  sitePath: (slug: string) => string;
}

export function SlugField({ isNew, sitePath }: SlugFieldProps) {
  const { t, tx } = useT();
  const { register, control, formState, setValue } = useFormContext<EditorBaseValues>();
  const slug = useWatch({ control, name: "slug" });
  const titleEn = useWatch({ control, name: "title.en" });
  const setSlug = useCallback((value: string) => setValue("slug", value), [setValue]);
  const { auto, onSlugInput } = useAutoSlug(titleEn ?? "", isNew, setSlug);
  const path = sitePath(slug || "…");
  const field = register("slug", { onChange: (event) => onSlugInput(event.target.value) });
  return (
    <TextField
      label={t("items.slug.label")}
      // An address reads left to right in every language: the slash stays at its start.
      hint={tx(auto ? "items.slug.hintAuto" : "items.slug.hintManual", {
        path: <bdi dir="ltr">{path}</bdi>,
      })}
      error={formState.errors.slug?.message}
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      {...field}
    />
  );
}
