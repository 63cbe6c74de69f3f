import type { ReactNode } from 'react';
import { HEART_PATH } from '../shared/counts/heart-path';

/** The panel's icons: decorative (aria-hidden), drawn with currentColor. */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="rove-search__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </Icon>
  );
}

export function RecentIcon() {
  return (
    <Icon>
      <path d="M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4" />
    </Icon>
  );
}

export function HeartIcon() {
  return (
    <Icon>
      <path d={HEART_PATH} />
    </Icon>
  );
}
