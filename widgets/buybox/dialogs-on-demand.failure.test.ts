import { describe, expect, it, vi } from 'vitest';
import { openWithDialogs } from './dialogs-on-demand';

// The dialogs' chunk cannot be fetched (offline, a CDN error): its import rejects.
vi.mock('./buybox-dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the buy box dialogs without their chunk', () => {
  it('leave the dialog closed and log once, however often the shopper presses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const open = vi.fn();
    openWithDialogs(open);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    openWithDialogs(open);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(open).not.toHaveBeenCalled();
    const reports = error.mock.calls.filter(([text]) => String(text).startsWith('[rove]'));
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[0])).toContain('could not load the dialog');
    error.mockRestore();
  });
});
