import { useLayoutEffect, useRef } from 'react';
import { Modal } from '../shared/overlays/Modal';
import type { SwatchRequestText } from './swatch-request-text';

interface LimitAlertProps {
  id: string;
  open: boolean;
  text: SwatchRequestText;
  onClose: () => void;
}

/**
 * The limit alert (spec/product.md §8 'Error message: Please limit your selection to {limit}.')
 * on the shared Modal, as a WAI-ARIA APG alert dialog: role alertdialog, described by the
 * message, focus on OK.
 */
export function LimitAlert({ id, open, text, onClose }: LimitAlertProps) {
  const okRef = useRef<HTMLButtonElement>(null);

  // Runs after the shared Modal's own effect (children's effects run first).
  useLayoutEffect(() => {
    if (!open) return;
    const dialog = okRef.current?.closest('dialog');
    dialog?.setAttribute('role', 'alertdialog');
    dialog?.setAttribute('aria-describedby', `${id}-alert-message`);
    okRef.current?.focus();
  }, [open, id]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      label={text.alertTitle}
      heading={{ className: 'rove-swatch-request__alert-title' }}
      closeLabel={text.close}
      className="rove-swatch-request__alert"
    >
      <p id={`${id}-alert-message`}>{text.limitExceeded}</p>
      <button ref={okRef} type="button" className="rove-swatch-request__primary" onClick={onClose}>
        {text.ok}
      </button>
    </Modal>
  );
}
