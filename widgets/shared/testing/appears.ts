import { expect, vi } from 'vitest';

/**
 * Waits until `find` finds what a render is about to show, and answers it: vi.waitFor retries
 * until the lookup stops coming back empty (or its timeout fails the test).
 *
 * @example const close = await appears(() => document.querySelector<HTMLButtonElement>('dialog .rove-modal__close'));
 */
export function appears<T>(find: () => T | null | undefined): Promise<T> {
  return vi.waitFor(() => {
    const found = find();
    expect(found).toBeTruthy();
    return found as T;
  });
}
