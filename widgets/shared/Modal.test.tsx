import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayOpen } from '../../core/overlays';
import { Modal } from './Modal';

// createRoot + flushSync rather than testing-library's render: this file also runs under
// preact/compat, where render would load the real react-dom.
let root: Root | null = null;
afterEach(() => {
  flushSync(() => root?.unmount());
  root = null;
});

function show(element: React.ReactElement) {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  flushSync(() => root?.render(element));
}

const notPopups = (owner: string) => owner.startsWith('popup:');

describe('Modal', () => {
  it('tells the page it covers it while open, so popups wait', () => {
    show(
      <Modal open label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(overlayOpen(notPopups)).toBe(true);
    show(
      <Modal open={false} label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(overlayOpen()).toBe(false);
  });

  it("marks the popups' own dialogs so they do not wait for one another", () => {
    show(<Modal open overlayKind="popup" label="News" closeLabel="Close" onClose={() => {}} />);
    expect(overlayOpen()).toBe(true);
    expect(overlayOpen(notPopups)).toBe(false);
    flushSync(() => root?.unmount());
    root = null;
    expect(overlayOpen()).toBe(false);
  });
});
