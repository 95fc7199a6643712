import type { ReactNode } from "react";

interface Props {
  /** The side of the drawing's square coordinate box: its viewBox is `0 0 box box`. */
  box: number;
  /** The width and height it is drawn at, in px: the box's side unless given. */
  size?: number;
  className?: string | undefined;
  /** The drawing. */
  children: ReactNode;
}

/**
 * A decorative inline SVG: what it shows is said in words beside it, so it is hidden from
 * assistive technology and never takes focus.
 */
export function Icon({ box, size = box, className, children }: Props) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
