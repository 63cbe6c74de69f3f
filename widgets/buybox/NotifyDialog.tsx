import { useRef } from 'react';
import { FormField, useFormControl } from '../shared/forms/form-field';
import { OnDemandDialog } from '../shared/overlays/OnDemandDialog';
import { BUYBOX_DIALOG_STYLES } from './dialog-styles';
import type { NotifyPhase } from './buybox.machine';
import { usePageId } from '../shared/element/use-page-id';

export interface NotifyDialogText {
  title: string;
  model: string;
  quantity: string;
  email: string;
  submit: string;
  sent: string;
  error: string;
  close: string;
}

export interface NotifyDialogProps {
  phase: Exclude<NotifyPhase, 'closed'>;
  /** The chosen options as 'Label: Name' lines (read-only summary of the model). */
  summary: readonly string[];
  initialQty: number;
  /** The email validation message, tied to the field. */
  emailError: string | null;
  text: NotifyDialogText;
  returnFocusTo: HTMLElement | null;
  onEmailInput: () => void;
  /** May answer 'email' when the email was refused: focus goes there. */
  onSubmit: (email: string, qty: number) => 'email' | null;
  onClose: () => void;
}

/**
 * 'Sold Out - Notify Me' (spec/product.md §2, width 500): the chosen model, a quantity and an
 * email. The fields keep what was typed when sending fails.
 */
export function NotifyDialog(props: NotifyDialogProps) {
  const { phase, text } = props;
  const id = usePageId();
  const email = useRef<HTMLInputElement>(null);
  const emailId = `${id}-email`;
  const qtyId = `${id}-qty`;
  // The one form control (decision 0067): the refused submit's message is held until the
  // email changes (buybox.machine.ts); the input stays uncontrolled, so it keeps what was typed.
  const emailControl = useFormControl({ id: emailId, held: props.emailError });

  return (
    <OnDemandDialog
      text={text}
      onClose={props.onClose}
      returnFocusTo={props.returnFocusTo}
      className="rove-notify"
      styles={BUYBOX_DIALOG_STYLES}
    >
      {phase === 'sent' ? (
        <p className="rove-notify__sent" role="status">
          {text.sent}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // Uncontrolled fields: what was typed stays in them whatever the outcome.
            const form = new FormData(event.currentTarget);
            const refused = props.onSubmit(
              String(form.get('email') ?? ''),
              Number(form.get('qty')),
            );
            if (refused) email.current?.focus();
          }}
        >
          <div className="rove-notify__model">
            <p>{text.model}</p>
            <ul>
              {props.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <FormField block="rove-notify" id={qtyId} label={text.quantity}>
            <select id={qtyId} name="qty" className="rove-control" defaultValue={props.initialQty}>
              {Array.from({ length: 10 }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </FormField>
          <FormField block="rove-notify" id={emailId} label={text.email} error={emailControl.error}>
            <input
              {...emailControl.aria}
              ref={email}
              className="rove-control"
              type="email"
              name="email"
              autoComplete="email"
              onInput={props.onEmailInput}
            />
          </FormField>
          <p className="rove-notify__failed" aria-live="polite">
            {phase === 'failed' ? text.error : ''}
          </p>
          <button
            type="submit"
            className="rove-control"
            disabled={phase === 'sending'}
            aria-busy={phase === 'sending' || undefined}
          >
            {text.submit}
          </button>
        </form>
      )}
    </OnDemandDialog>
  );
}
