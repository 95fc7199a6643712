import { useState, type ChangeEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGES } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { Button } from "@/components/ui/button";
import { useMediaUpload } from "@/hooks/use-media-upload";
import { errorMessage } from "@/lib/api-errors";
import type { NewsFormValues } from "./news-form-schema";

export function CoverField() {
  const { register, control, setValue, getValues, formState } = useFormContext<NewsFormValues>();
  const cover = useWatch({ control, name: "cover" });
  const upload = useMediaUpload();
  const [progress, setProgress] = useState<number | null>(null);
  const errors = formState.errors.cover;
  const uploadError = upload.error ? errorMessage(upload.error) : undefined;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProgress(0);
    try {
      const media = await upload.mutateAsync({ file, onProgress: setProgress });
      // A replaced image keeps the alt texts already written for the old one.
      const alt = getValues("cover")?.alt ?? { en: "", ar: "", ru: "" };
      setValue("cover", { mediaId: media.id, url: media.url, alt }, { shouldDirty: true });
    } catch {
      // The mutation keeps the error; it is shown under the file input.
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="cover-field">
      <TextField
        label={cover ? "Replace the cover image" : "Upload a cover image"}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        hint="JPEG, PNG, WebP or AVIF."
        error={uploadError ?? errors?.mediaId?.message ?? errors?.message}
        onChange={choose}
      />
      {progress !== null && (
        <progress className="upload-progress" max={1} value={progress} aria-label="Cover upload" />
      )}
      {cover && (
        <div className="cover-field__preview">
          <img src={cover.url} alt={cover.alt.en} width={320} />
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              label={`Cover alt text (${LANGUAGE_META[lang].name})`}
              error={errors?.alt?.[lang]?.message}
              {...inputLanguage(lang)}
              {...register(`cover.alt.${lang}`)}
            />
          ))}
          <Button
            variant="secondary"
            onClick={() => setValue("cover", null, { shouldDirty: true })}
          >
            Remove the cover image
          </Button>
        </div>
      )}
    </div>
  );
}
