import { describe, expect, it, vi } from 'vitest';
import { installApi, type RoveWindow } from './api';

describe('installApi (window.Rove)', () => {
  it('forwards the host’s consent to tracking and drains the queued callbacks once ready', async () => {
    const win = { RoveCallbacks: [] } as unknown as RoveWindow;
    const early = vi.fn();
    (win.RoveCallbacks as unknown[]).push(early);
    const grant = vi.fn();
    installApi(win, '1.2.3', Promise.resolve(undefined), grant);
    expect(win.Rove?.version).toBe('1.2.3');
    win.Rove?.grantConsent();
    expect(grant).toHaveBeenCalledTimes(1);
    await win.Rove?.ready;
    expect(early).toHaveBeenCalledWith(win.Rove);
    // Read-only: a later script cannot swap it out.
    expect(() => {
      (win as { Rove?: unknown }).Rove = {};
    }).toThrow();
  });
});
