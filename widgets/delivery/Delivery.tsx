import { useState } from 'react';
import { Modal, type CloseReason } from '../shared/overlays/Modal';
import { controlAria, controlClass, errorIdOf } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';

export interface DeliveryText {
  button: string;
  title: string;
  intro: string;
  inputLabel: string;
  submit: string;
  busy: string;
  close: string;
}

export interface DeliveryProps {
  open: boolean;
  postal: string;
  busy: boolean;
  error: string | null;
  restrictedMessage: string | null;
  text: DeliveryText;
  onOpen: () => void;
  onClose: (reason: CloseReason) => void;
  onPostalChange: (postal: string) => void;
  onSubmit: () => void;
}

/**
 * The 'Deliver to …' button, the fragile-product message, and the destination dialog.
 * Props in, callbacks out: no calls, no cookies.
 */
export function Delivery(props: DeliveryProps) {
  const { open, postal, busy, error, restrictedMessage, text } = props;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const id = usePageId();
  const inputId = `${id}-postal`;
  return (
    <div className="rove-delivery">
      <button
        ref={setButton}
        type="button"
        className="rove-delivery__button"
        aria-haspopup="dialog"
        onClick={props.onOpen}
      >
        {text.button}
      </button>
      {/* A live region that exists before the message does, so screen readers announce it. */}
      <p className="rove-delivery__restricted" role="status">
        {restrictedMessage}
      </p>
      <Modal
        open={open}
        onClose={props.onClose}
        label={text.title}
        heading={{ className: 'rove-delivery-dialog__title' }}
        closeLabel={text.close}
        returnFocusTo={button}
        className="rove-delivery-dialog"
      >
        <p>{text.intro}</p>
        <form
          className="rove-delivery-dialog__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <label htmlFor={inputId}>{text.inputLabel}</label>
          <input
            {...controlAria(inputId, error)}
            name="postal"
            type="text"
            autoComplete="postal-code"
            inputMode="text"
            maxLength={10}
            value={postal}
            className={controlClass('rove-delivery-dialog__input', error)}
            onChange={(event) => props.onPostalChange(event.currentTarget.value)}
          />
          <button type="submit" aria-busy={busy || undefined} disabled={busy}>
            {busy ? text.busy : text.submit}
          </button>
          <p id={errorIdOf(inputId)} className="rove-delivery-dialog__error" role="alert">
            {error}
          </p>
        </form>
      </Modal>
    </div>
  );
}
