import type { Focus } from "@leca/shared/contracts";

// A picture's focal point (contracts' focusSchema): fractions of its width and height, measured
// from its top-left corner in every language (a picture is never mirrored, so neither is x).

/** Where a slider starts when no point is chosen yet: the middle of the picture. */
export const CENTRE: Focus = { x: 0.5, y: 0.5 };

/** A fraction kept on the picture (0..1), to three decimals: finer than any pixel a crop moves. */
export const toFraction = (value: number) =>
  Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** A fraction as a slider's whole percent. */
export const toPercent = (fraction: number) => Math.round(fraction * 100);

/**
 * The point under a click or tap, from the picture's box as rendered. null while the picture has
 * no size (not loaded or not laid out): there is nothing to measure against.
 */
export function focusAt(box: DOMRect, clientX: number, clientY: number): Focus | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: toFraction((clientX - box.left) / box.width),
    y: toFraction((clientY - box.top) / box.height),
  };
}

/** The point moved along one axis; with none chosen yet, the other axis starts in the middle. */
export const withAxis = (focus: Focus | null, axis: keyof Focus, percent: number): Focus => ({
  ...(focus ?? CENTRE),
  [axis]: toFraction(percent / 100),
});
