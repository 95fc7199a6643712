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
import { ImageCard } from "./image-card";

interface ImageListProps {
  ids: string[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const INSTRUCTIONS =
  "To move an image, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.";

/** Images in their public order; reordered by dragging or with the keyboard on each handle. */
export function ImageList({ ids, onMove, onRemove }: ImageListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} is over position ${position(over.id)} of ${count}.`
        : `Image ${position(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Image ${position(active.id)} dropped at position ${position(over.id)} of ${count}.`
        : `Image ${position(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Image ${position(active.id)} stays where it was.`,
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="image-list" aria-label="Images, in the order the site shows them">
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
