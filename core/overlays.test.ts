import { describe, expect, it } from 'vitest';
import { on } from './bus';
import { announceOverlay, overlayOpen, overlayOwner } from './overlays';

describe('overlays', () => {
  it('knows what is open, announces each change once, and lets popups ignore their own', () => {
    const changes: unknown[] = [];
    const off = on('overlay-changed', (detail) => changes.push(detail));
    const modal = overlayOwner('modal');
    const popup = overlayOwner('popup');
    expect(modal).not.toBe(overlayOwner('modal'));
    const exceptPopups = (owner: string) => owner.startsWith('popup:');

    announceOverlay(popup, true);
    expect(overlayOpen()).toBe(true);
    expect(overlayOpen(exceptPopups)).toBe(false);
    announceOverlay(modal, true);
    announceOverlay(modal, true); // no change: no second event
    expect(overlayOpen(exceptPopups)).toBe(true);
    announceOverlay(modal, false);
    announceOverlay(popup, false);
    expect(overlayOpen()).toBe(false);
    off();
    expect(changes).toEqual([
      { owner: popup, open: true },
      { owner: modal, open: true },
      { owner: modal, open: false },
      { owner: popup, open: false },
    ]);
  });
});
