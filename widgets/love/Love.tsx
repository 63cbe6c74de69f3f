import type { ReactNode } from 'react';

export interface LoveProps {
  selected: boolean;
  /** A call is in flight or the dialog is open: clicks are ignored, the state is announced. */
  busy: boolean;
  /** The button's accessible name ('Add … to wishlist' / 'Remove … from wishlist'). */
  label: string;
  onToggle: () => void;
  buttonRef?: (button: HTMLButtonElement | null) => void;
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
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </button>
      {children}
    </>
  );
}
