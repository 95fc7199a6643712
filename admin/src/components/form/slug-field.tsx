import { useFormContext, useWatch } from "react-hook-form";
import type { EditorBaseValues } from "@/lib/item-kind";
import { TextField } from "./field";

interface SlugFieldProps {
  auto: boolean;
  onSlugInput: (value: string) => void;
  /** The item's public address for a slug, shown as the admin types. */
  sitePath: (slug: string) => string;
}

export function SlugField({ auto, onSlugInput, sitePath }: SlugFieldProps) {
  const { register, control, formState } = useFormContext<EditorBaseValues>();
  const slug = useWatch({ control, name: "slug" });
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
