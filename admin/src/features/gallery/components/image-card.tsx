import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFormContext } from "react-hook-form";
import { LANGUAGES } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { inputLanguage, LANGUAGE_META } from "@/components/form/languages";
import { Button } from "@/components/ui/button";
import type { GalleryFormValues } from "./gallery-form-schema";

interface ImageCardProps {
  id: string;
  index: number;
  count: number;
  onRemove: () => void;
}

/** One image: a drag handle (mouse, touch or keyboard), its preview, texts and removal. */
export function ImageCard({ id, index, count, onRemove }: ImageCardProps) {
  const { register, getValues, formState } = useFormContext<GalleryFormValues>();
  const sortable = useSortable({ id });
  const errors = formState.errors.images?.[index];
  const position = `Image ${index + 1} of ${count}`;
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className="image-card"
      data-dragging={sortable.isDragging || undefined}
    >
      <div className="image-card__head">
        <button
          type="button"
          className="image-card__handle"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Reorder ${position.toLowerCase()}`}
        >
          ⠿
        </button>
        <img
          src={getValues(`images.${index}.url`)}
          alt={`Preview of ${position.toLowerCase()}`}
          width={160}
          height={120}
        />
        <p className="image-card__position">{position}</p>
        <Button variant="secondary" onClick={onRemove}>
          Remove<span className="visually-hidden"> {position.toLowerCase()}</span>
        </Button>
      </div>
      {errors?.mediaId && <p className="field__error">{errors.mediaId.message}</p>}
      <div className="image-card__texts">
        {LANGUAGES.map((lang) => (
          <div key={lang} className="image-card__language">
            <TextField
              label={`Alt text (${LANGUAGE_META[lang].name}), ${position.toLowerCase()}`}
              error={errors?.alt?.[lang]?.message}
              {...inputLanguage(lang)}
              {...register(`images.${index}.alt.${lang}`)}
            />
            <TextField
              label={`Caption (${LANGUAGE_META[lang].name}), ${position.toLowerCase()}`}
              error={errors?.caption?.[lang]?.message}
              {...inputLanguage(lang)}
              {...register(`images.${index}.caption.${lang}`)}
            />
          </div>
        ))}
      </div>
    </li>
  );
}
