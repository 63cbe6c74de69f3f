import { describe, expect, it, vi } from 'vitest';
import { installApi, type RoveWindow } from './api';

describe('installApi (window.Rove)', () => {
  it('forwards the host’s consent to tracking and drains the queued callbacks once ready', async () => {
    const win = { RoveCallbacks: [] } as unknown as RoveWindow;
    const early = vi.fn();
    (win.RoveCallbacks as unknown[]).push(early);
    const grant = vi.fn();
    const revoke = vi.fn();
    installApi(win, '1.2.3', Promise.resolve(undefined), grant, revoke);
    expect(win.Rove?.version).toBe('1.2.3');
    win.Rove?.grantConsent();
    expect(grant).toHaveBeenCalledTimes(1);
    win.Rove?.revokeConsent();
    expect(revoke).toHaveBeenCalledTimes(1);
    await win.Rove?.ready;
    expect(early).toHaveBeenCalledWith(win.Rove);
    // Read-only: a later script cannot swap it out.
    expect(() => {
      (win as { Rove?: unknown }).Rove = {};
    }).toThrow();
  });
});

describe('Rove.on (host listeners)', () => {
  it('reports a listener that is not a function or an event that does not exist, once each', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = {} as RoveWindow;
    installApi(win, '1.2.3', Promise.resolve(undefined));
    const rove = win.Rove as NonNullable<RoveWindow['Rove']>;

    const notAFunction = rove.on('love-changed', 'log' as unknown as () => void);
    expect(notAFunction).toBeTypeOf('function');
    expect(() => notAFunction()).not.toThrow();

    const heard: unknown[] = [];
    const unknown = rove.on('no-such-event' as 'love-changed', (detail) => heard.push(detail));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    // Each call's check settles on its own: in either order.
    expect(error.mock.calls.map(([line]) => String(line)).sort()).toEqual([
      "[rove] Rove.on('love-changed'): the listener is not a function",
      "[rove] Rove.on('no-such-event'): no such event",
    ]);
    // Unsubscribed: an emit under that name reaches nothing, and the unsubscribe is harmless.
    rove.emit('no-such-event' as 'love-changed', { nid: 1, selected: true, count: 1 });
    expect(heard).toEqual([]);
    expect(() => unknown()).not.toThrow();
  });

  it('delivers a known event to its listener and says nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win = {} as RoveWindow;
    installApi(win, '1.2.3', Promise.resolve(undefined));
    const rove = win.Rove as NonNullable<RoveWindow['Rove']>;
    const heard: unknown[] = [];
    const off = rove.on('cart-added', (detail) => heard.push(detail.count));
    await import('./event-names');
    await new Promise((resolve) => setTimeout(resolve, 0));
    rove.emit('cart-added', { nid: 1, model: 'M', qty: 1, count: 4 });
    off();
    rove.emit('cart-added', { nid: 1, model: 'M', qty: 1, count: 5 });
    expect(heard).toEqual([4]);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("Rove.on('problem') (monitoring)", () => {
  it('hears the problems from before it was added and the new ones, once each', async () => {
    const { logOnce, resetLogOnce } = await import('../core/log');
    resetLogOnce();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    logOnce('warn', 'settings:fee', 'settings.fee is malformed');
    const win = {} as RoveWindow;
    installApi(win, '1.2.3', Promise.resolve(undefined));
    const heard: string[] = [];
    const off = win.Rove?.on('problem', (problem) => heard.push(problem.message));
    logOnce('warn', 'love:1', 'wishlist call failed');
    logOnce('warn', 'love:1', 'wishlist call failed');
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard.sort()).toEqual(['settings.fee is malformed', 'wishlist call failed']);
    off?.();
    resetLogOnce();
    vi.restoreAllMocks();
  });
});
