import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { useOutdatedNote } from "@/components/translation/outdated-note";
import type { GalleryFormValues } from "./gallery-form-schema";

interface ImageTextsProps {
  lang: Lang;
  index: number;
  /** "Image 2 of 5", for labels that say which picture they describe. */
  position: string;
}

/**
 * A picture's alt text and caption in one language. The English pair sits just before the
 * others in the card, so it is their source; a translation whose English changed says so. The
 * API names a picture's texts by the picture (its media id), not by its place.
 */
export function ImageTexts({ lang, index, position }: ImageTextsProps) {
  const { register, control, formState } = useFormContext<GalleryFormValues>();
  const mediaId = useWatch({ control, name: `images.${index}.mediaId` });
  const errors = formState.errors.images?.[index];
  const notes = {
    alt: useOutdatedNote(lang, `images.${mediaId}.alt`, `images.${index}.alt.${lang}`),
    caption: useOutdatedNote(lang, `images.${mediaId}.caption`, `images.${index}.caption.${lang}`),
  };
  return (
    <div className="image-card__language">
      <TextField
        label={`Alt text (${LANGUAGE_META[lang].name}), ${position.toLowerCase()}`}
        error={errors?.alt?.[lang]?.message}
        note={notes.alt}
        {...inputLanguage(lang)}
        {...register(`images.${index}.alt.${lang}`)}
      />
      <TextField
        label={`Caption (${LANGUAGE_META[lang].name}), ${position.toLowerCase()}`}
        error={errors?.caption?.[lang]?.message}
        note={notes.caption}
        {...inputLanguage(lang)}
        {...register(`images.${index}.caption.${lang}`)}
      />
    </div>
  );
}
