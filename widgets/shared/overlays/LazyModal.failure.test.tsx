// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { LazyModal } from './LazyModal';

// The dialog's chunk cannot be fetched (offline, a CDN error): its import rejects.
vi.mock('./Modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('LazyModal without its chunk', () => {
  it('reports itself closed, so the widget stays true to the page, and logs once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <LazyModal open label="Search" closeLabel="Close" onClose={onClose}>
          <p>Body</p>
        </LazyModal>,
      ),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith('escape'));
    expect(document.querySelector('dialog')).toBeNull();
    const reports = error.mock.calls.filter(([text]) => String(text).startsWith('[rove]'));
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[0])).toContain('could not load the dialog');
    flushSync(() => root.unmount());
    error.mockRestore();
  });
});
