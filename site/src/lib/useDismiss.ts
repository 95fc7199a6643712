import { useEffect, type RefObject } from "react";

/** Closes a popup on a click or touch outside `ref` and on Escape (then focus goes back). */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: (reason: "outside" | "escape") => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close("outside");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, open, close]);
}
