import { useState } from 'react';
import { Modal, type CloseReason } from '../shared/overlays/Modal';
import { controlClass, useFormControl } from '../shared/forms/form-field';
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
  // Held as state, not read from a ref while rendering: the dialog hands focus back to it.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const id = usePageId();
  // The postcode on the one form control (decision 0067): checked on submit, its message (the
  // check's or the server's) held until the next submit.
  const postcode = useFormControl({
    id: `${id}-postal`,
    held: error,
    value: postal,
    onChange: props.onPostalChange,
  });
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
          <label htmlFor={postcode.aria.id}>{text.inputLabel}</label>
          <input
            {...postcode.props}
            name="postal"
            type="text"
            autoComplete="postal-code"
            inputMode="text"
            maxLength={10}
            className={controlClass('rove-delivery-dialog__input', postcode.error)}
          />
          <button
            type="submit"
            className="rove-filled-button"
            aria-busy={busy || undefined}
            disabled={busy}
          >
            {busy ? text.busy : text.submit}
          </button>
          {/* Always present: an alert region that exists before its message is announced. */}
          <p id={postcode.errorId} className="rove-delivery-dialog__error" role="alert">
            {postcode.error}
          </p>
        </form>
      </Modal>
    </div>
  );
}
