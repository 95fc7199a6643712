import { useRef } from "react";

const THRESHOLD_PX = 40;

/** Horizontal swipe detection on pointer events (touch, pen and mouse drag alike). */
export function useSwipe(onSwipe: (direction: "left" | "right") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) > THRESHOLD_PX && Math.abs(dx) > Math.abs(dy))
        onSwipe(dx < 0 ? "left" : "right");
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
