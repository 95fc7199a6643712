import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFormContext, useWatch } from "react-hook-form";
import { LANGUAGES } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, useSingleUpload } from "@/hooks/use-single-upload";
import type { GalleryFormValues } from "./gallery-form-schema";
import { ImageTexts } from "./image-texts";

interface ImageCardProps {
  id: string;
  index: number;
  count: number;
  onRemove: () => void;
}

/**
 * One image: a drag handle (mouse, touch or keyboard), its preview, texts, replacement (a new
 * file in the same place, with the texts already written) and removal.
 */
export function ImageCard({ id, index, count, onRemove }: ImageCardProps) {
  const { control, setValue, formState } = useFormContext<GalleryFormValues>();
  const url = useWatch({ control, name: `images.${index}.url` });
  const replace = useSingleUpload((media) => {
    setValue(`images.${index}.mediaId`, media.id, { shouldDirty: true });
    setValue(`images.${index}.url`, media.url, { shouldDirty: true });
  });
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
        <img src={url} alt={`Preview of ${position.toLowerCase()}`} width={160} height={120} />
        <p className="image-card__position">{position}</p>
        <Button variant="secondary" onClick={onRemove}>
          Remove<span className="visually-hidden"> {position.toLowerCase()}</span>
        </Button>
      </div>
      <div className="image-card__replace">
        <TextField
          label={`Replace ${position.toLowerCase()}`}
          type="file"
          accept={IMAGE_ACCEPT}
          hint="The texts below stay with it."
          error={replace.error ?? errors?.mediaId?.message}
          onChange={replace.choose}
        />
        {replace.progress !== null && (
          <progress
            className="upload-progress"
            max={1}
            value={replace.progress}
            aria-label={`Replacing ${position.toLowerCase()}`}
          />
        )}
      </div>
      <div className="image-card__texts">
        {LANGUAGES.map((lang) => (
          <ImageTexts key={lang} lang={lang} index={index} position={position} />
        ))}
      </div>
    </li>
  );
}
