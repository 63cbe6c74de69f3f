// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { overlayOpen } from '../../../core/overlays';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { Modal } from './Modal';

const { show, unmount } = flushRenderer();

const notPopups = (owner: string) => owner.startsWith('popup:');

describe('Modal', () => {
  it('brings its own styles when it first opens, once per document', () => {
    // One sheet (happy-dom does not parse @layer rules, so the sheets are counted).
    const modalRules = () =>
      document.adoptedStyleSheets.length +
      document.querySelectorAll('style[data-rove="rove-modal"]').length;
    expect(modalRules()).toBe(0);
    show(
      <Modal open label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(modalRules()).toBe(1);
    show(
      <Modal open={false} label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    show(
      <Modal open label="Delivery" closeLabel="Close" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(modalRules()).toBe(1);
  });

  it('shows its label as the heading that names it, first after the close button', () => {
    show(
      <Modal
        open
        label="Check delivery"
        heading={{ className: 'rove-x__title' }}
        closeLabel="Close"
        onClose={() => {}}
      >
        <p>Body</p>
      </Modal>,
    );
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    const heading = dialog.querySelector('h2') as HTMLHeadingElement;
    expect(heading.textContent).toBe('Check delivery');
    expect(heading.className).toBe('rove-x__title');
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(dialog.hasAttribute('aria-label')).toBe(false);
    expect(heading.previousElementSibling?.getAttribute('aria-label')).toBe('Close');
    expect(heading.nextElementSibling?.textContent).toBe('Body');
  });

  it('without a heading, is named by its label', () => {
    show(
      <Modal open label="Zoomed image" closeLabel="Close" onClose={() => {}}>
        <img alt="" />
      </Modal>,
    );
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.querySelector('h2')).toBeNull();
    expect(dialog.getAttribute('aria-label')).toBe('Zoomed image');
  });

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
    unmount();
    expect(overlayOpen()).toBe(false);
  });
});
