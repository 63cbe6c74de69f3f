import type { ReactNode, Ref } from 'react';
import { HEART_PATH } from '../shared/counts/heart-path';

export interface LoveProps {
  selected: boolean;
  /** A call is in flight or the dialog is open: clicks are ignored, the state is announced. */
  busy: boolean;
  /** The button's accessible name ('Add … to wishlist' / 'Remove … from wishlist'). */
  label: string;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The email dialog, when open. */
  children?: ReactNode;
}

/** The heart toggle. Props in, callbacks out: no calls, no state of its own. */
export function Love({ selected, busy, label, onToggle, buttonRef, children }: LoveProps) {
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rove-love__button"
        aria-pressed={selected}
        aria-label={label}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={HEART_PATH} />
        </svg>
      </button>
      {children}
    </>
  );
}
