import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGES, type Lang } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, useSingleUpload } from "@/hooks/use-single-upload";
import type { NewsFormValues } from "./news-form-schema";

/** The cover's alt text in one language, flagged when its English changed since translation. */
function CoverAlt({ lang }: { lang: Lang }) {
  const { register, formState } = useFormContext<NewsFormValues>();
  const note = useOutdatedNote(lang, "cover.alt", `cover.alt.${lang}`);
  return (
    <TextField
      label={`Cover alt text (${LANGUAGE_META[lang].name})`}
      error={formState.errors.cover?.alt?.[lang]?.message}
      note={note}
      {...inputLanguage(lang)}
      {...register(`cover.alt.${lang}`)}
    />
  );
}

export function CoverField() {
  const { control, setValue, getValues, formState } = useFormContext<NewsFormValues>();
  const cover = useWatch({ control, name: "cover" });
  const errors = formState.errors.cover;
  const {
    choose,
    progress,
    error: uploadError,
  } = useSingleUpload((media) => {
    // A replaced image keeps the alt texts already written for the old one.
    const alt = getValues("cover")?.alt ?? { en: "", ar: "", ru: "" };
    setValue("cover", { mediaId: media.id, url: media.url, alt }, { shouldDirty: true });
  });

  return (
    <div className="cover-field">
      <TextField
        label={cover ? "Replace the cover image" : "Upload a cover image"}
        type="file"
        accept={IMAGE_ACCEPT}
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
            <CoverAlt key={lang} lang={lang} />
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
