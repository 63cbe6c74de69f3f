import type { ReactNode } from 'react';

/**
 * One of the gallery's decorative icons on a 24-unit grid (the arrows, the play tile's, the
 * zoom's): hidden from assistive technology, whose name is on the button, and never focusable.
 */
export function Glyph({
  className,
  size,
  children,
}: {
  className?: string;
  /** Its box in px; the stylesheet sizes it when absent. */
  size?: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
