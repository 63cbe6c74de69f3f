// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { LazyModal } from './LazyModal';

const { show } = flushRenderer();
afterEach(() => document.body.replaceChildren());

describe('LazyModal', () => {
  it('shows nothing while closed, and the dialog once opened and its chunk has arrived', async () => {
    const onClose = vi.fn();
    show(
      <LazyModal open={false} label="Search" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </LazyModal>,
    );
    expect(document.querySelector('dialog')).toBeNull();
    show(
      <LazyModal open label="Search" closeLabel="Close" onClose={onClose}>
        <p>Body</p>
      </LazyModal>,
    );
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    expect(document.querySelector('dialog')?.getAttribute('aria-label')).toBe('Search');
    expect(document.querySelector('dialog p')?.textContent).toBe('Body');
    expect(onClose).not.toHaveBeenCalled();
  });
});
