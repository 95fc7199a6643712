/**
 * A picture's focal point and the crops kept around it: one rule for the site's build (which cuts
 * the files), its preview page and the dashboard (which place a whole picture with CSS). No zod:
 * the pages' scripts import it.
 */

/** Fractions of the picture's width and height from its top-left corner (never mirrored). */
export interface FocusPoint {
  x: number;
  y: number;
}

/** The shapes the site cuts pictures to: cards, the carousel, thumbnails 4:3; news cards 3:2. */
export const CROP_RATIOS = { card: 4 / 3, wide: 3 / 2 } as const;
export type CropName = keyof typeof CROP_RATIOS;

export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest window of `ratio` (width / height) in a picture, centred on the focal point as far
 * as the edges allow: what every crop of that shape keeps. In the picture's pixels.
 */
export function focusWindow(
  width: number,
  height: number,
  ratio: number,
  focus: FocusPoint,
): CropWindow {
  const wide = width / height > ratio;
  const w = wide ? Math.round(height * ratio) : width;
  const h = wide ? height : Math.round(width / ratio);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    left: clamp(Math.round(focus.x * width - w / 2), width - w),
    top: clamp(Math.round(focus.y * height - h / 2), height - h),
    width: w,
    height: h,
  };
}

/**
 * The CSS `object-position` that shows the same window of a whole picture in a box of `ratio`
 * under `object-fit: cover`: the window's offset as a share of the spare pixels on each axis.
 */
export function focusObjectPosition(
  width: number,
  height: number,
  ratio: number,
  focus: FocusPoint | null,
): string {
  const window = focusWindow(width, height, ratio, focus ?? { x: 0.5, y: 0.5 });
  const share = (offset: number, spare: number) => (spare > 0 ? offset / spare : 0.5);
  const percent = (fraction: number) => `${Number((fraction * 100).toFixed(1))}%`;
  return `${percent(share(window.left, width - window.width))} ${percent(share(window.top, height - window.height))}`;
}
