import { useCallback } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useAutoSlug } from "@/hooks/use-auto-slug";
import type { EditorBaseValues } from "@/lib/item-kind";
import { TextField } from "./field";

interface SlugFieldProps {
  /** A new item's slug follows its English title; an existing item's is never rewritten. */
  isNew: boolean;
  /** The item's public address for a slug, shown as the admin types. */
  sitePath: (slug: string) => string;
}

export function SlugField({ isNew, sitePath }: SlugFieldProps) {
  const { register, control, formState, setValue } = useFormContext<EditorBaseValues>();
  const slug = useWatch({ control, name: "slug" });
  const titleEn = useWatch({ control, name: "title.en" });
  const setSlug = useCallback((value: string) => setValue("slug", value), [setValue]);
  const { auto, onSlugInput } = useAutoSlug(titleEn ?? "", isNew, setSlug);
  const source = auto ? "Made from the English title until you change it." : "Set by you.";
  return (
    <TextField
      label="Slug"
      hint={`${source} Public address: ${sitePath(slug || "…")}`}
      error={formState.errors.slug?.message}
      autoComplete="off"
      spellCheck={false}
      {...register("slug", { onChange: (event) => onSlugInput(event.target.value) })}
    />
  );
}
