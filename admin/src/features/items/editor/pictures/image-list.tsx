import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useT } from "@/i18n";
import { ImageCard } from "./image-card";

interface ImageListProps {
  ids: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** Images in their public order; reordered by dragging or with the keyboard on each handle. */
export function ImageList({ ids, onMove, onRemove }: ImageListProps) {
  const { t } = useT();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  // What a screen reader hears while an image is moved with the keyboard.
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("items.reorder.pickedUp", { position: position(active.id), total: count }),
    onDragOver: ({ active, over }) =>
      over
        ? t("items.reorder.over", {
            position: position(active.id),
            target: position(over.id),
            total: count,
          })
        : t("items.reorder.notOver", { position: position(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("items.reorder.dropped", {
            position: position(active.id),
            target: position(over.id),
            total: count,
          })
        : t("items.reorder.droppedInPlace", { position: position(active.id) }),
    onDragCancel: ({ active }) => t("items.reorder.cancelled", { position: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("items.reorder.instructions") },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="image-list" aria-label={t("items.images.listLabel")}>
          {ids.map((id, index) => (
            <ImageCard
              key={id}
              id={id}
              index={index}
              count={count}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
