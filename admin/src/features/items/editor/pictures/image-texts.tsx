import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { PICTURE_ALT_MAX } from "@leca/shared/kinds";
import { TextField } from "@/components/form/field";
import { inputLanguage } from "@/components/form/languages";
import { useOutdatedNote } from "@/features/items/translation/outdated-note";
import { useT } from "@/i18n";
import { IMAGE_CAPTION_MAX, type ImagesForm } from "./picture-schemas";

interface ImageTextsProps {
  lang: Lang;
  index: number;
  /** How many images the item has: labels say which picture they describe ("image 2 of 5"). */
  total: number;
}

/**
 * A picture's alt text and caption in one language. The English pair sits just before the
 * others in the card, so it is their source; a translation whose English changed says so. The
 * API names a picture's texts by the picture (its media id), not by its place.
 */
export function ImageTexts({ lang, index, total }: ImageTextsProps) {
  const { t } = useT();
  const place = { language: t(`common.languages.${lang}`), position: index + 1, total };
  const { register, control, formState } = useFormContext<ImagesForm>();
  const mediaId = useWatch({ control, name: `images.${index}.mediaId` });
  const errors = formState.errors.images?.[index];
  const notes = {
    alt: useOutdatedNote(lang, `images.${mediaId}.alt`, `images.${index}.alt.${lang}`),
    caption: useOutdatedNote(lang, `images.${mediaId}.caption`, `images.${index}.caption.${lang}`),
  };
  const alt = useWatch({ control, name: `images.${index}.alt.${lang}` }) ?? "";
  const caption = useWatch({ control, name: `images.${index}.caption.${lang}` }) ?? "";
  const fields = {
    alt: register(`images.${index}.alt.${lang}`),
    caption: register(`images.${index}.caption.${lang}`),
  };
  return (
    <div className="image-card__language">
      <TextField
        label={t("items.images.altIn", place)}
        error={errors?.alt?.[lang]?.message}
        note={notes.alt}
        limit={{ max: PICTURE_ALT_MAX, length: alt.length }}
        {...inputLanguage(lang)}
        {...fields.alt}
      />
      <TextField
        label={t("items.images.captionIn", place)}
        error={errors?.caption?.[lang]?.message}
        note={notes.caption}
        limit={{ max: IMAGE_CAPTION_MAX, length: caption.length }}
        {...inputLanguage(lang)}
        {...fields.caption}
      />
    </div>
  );
}
