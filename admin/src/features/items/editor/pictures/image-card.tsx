import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { m } from "framer-motion";
import { useFormContext } from "react-hook-form";
import { LANGUAGES } from "@leca/shared/contracts";
import { TextField } from "@/components/form/field";
import { Button } from "@/components/ui/button";
import { IMAGE_ACCEPT, useSingleUpload } from "@/hooks/use-single-upload";
import { useUploadLimit } from "@/hooks/use-upload-limit";
import { useT } from "@/i18n";
import type { ImagesForm } from "./picture-schemas";
import { ImageFocus } from "./image-focus";
import { ImageTexts } from "./image-texts";
import { useLeaving } from "./use-leaving";

/** The drag handle's grip: a symbol, named for screen readers by the handle's label. */
const GRIP = "⠿";

interface ImageCardProps {
  id: string;
  index: number;
  count: number;
  onRemove: () => void;
}

/**
 * One image: a drag handle (mouse, touch or keyboard), its preview with its focal point, texts,
 * replacement (a new file in the same place, with the texts and focal point already chosen) and
 * removal.
 */
export function ImageCard({ id, index, count, onRemove }: ImageCardProps) {
  const { t } = useT();
  const uploadLimit = useUploadLimit();
  const { setValue, formState } = useFormContext<ImagesForm>();
  const replace = useSingleUpload((media) => {
    setValue(`images.${index}.mediaId`, media.id, { shouldDirty: true });
    setValue(`images.${index}.url`, media.url, { shouldDirty: true });
  });
  // What the handle is, as a screen reader says it (dnd-kit's own word is English).
  const sortable = useSortable({
    id,
    attributes: { roleDescription: t("items.images.roleDescription") },
  });
  const errors = formState.errors.images?.[index];
  const leave = useLeaving(onRemove);
  const place = { position: index + 1, total: count };
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    // A removed picture fades where it is, out of reach (aria-hidden, no pointer) while it does.
    <m.li
      ref={sortable.setNodeRef}
      style={style}
      className={`image-card${leave.leaving ? " image-card--leaving" : ""}`}
      data-dragging={sortable.isDragging || undefined}
      aria-hidden={leave.leaving || undefined}
      initial={false}
      animate={{ opacity: leave.leaving ? 0 : 1 }}
      onAnimationComplete={leave.onFaded}
    >
      <div className="image-card__head">
        <button
          type="button"
          className="image-card__handle"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t("items.images.reorder", place)}
        >
          {GRIP}
        </button>
        <p className="image-card__position">{t("items.images.position", place)}</p>
        {/* Named after its image: a screen reader's list of buttons tells them apart. */}
        <Button
          variant="secondary"
          aria-label={t("items.images.removeImage", place)}
          onClick={leave.start}
        >
          {t("items.images.remove")}
        </Button>
      </div>
      <ImageFocus index={index} total={count} />
      <div className="image-card__replace">
        <TextField
          label={t("items.images.replace", place)}
          type="file"
          accept={IMAGE_ACCEPT}
          hint={`${t("items.images.replaceHint")} ${uploadLimit}`.trim()}
          error={replace.error ?? errors?.mediaId?.message}
          onChange={replace.choose}
        />
        {replace.progress !== null && (
          <progress
            className="upload-progress"
            max={1}
            value={replace.progress}
            aria-label={t("items.images.replacing", place)}
          />
        )}
      </div>
      <div className="image-card__texts">
        {LANGUAGES.map((lang) => (
          <ImageTexts key={lang} lang={lang} index={index} total={count} />
        ))}
      </div>
    </m.li>
  );
}
