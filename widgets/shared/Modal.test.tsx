import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlayOpen } from '../../core/overlays';
import { Modal } from './Modal';

const notPopups = (owner: string) => owner.startsWith('popup:');

describe('Modal', () => {
  it('tells the page it covers it while open, so popups wait', () => {
    const view = render(
      <Modal open label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(overlayOpen(notPopups)).toBe(true);
    view.rerender(
      <Modal open={false} label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(overlayOpen()).toBe(false);
  });

  it("marks the popups' own dialogs so they do not wait for one another", () => {
    const view = render(
      <Modal open overlayKind="popup" label="News" closeLabel="Close" onClose={() => {}} />,
    );
    expect(overlayOpen()).toBe(true);
    expect(overlayOpen(notPopups)).toBe(false);
    view.unmount();
    expect(overlayOpen()).toBe(false);
  });
});
