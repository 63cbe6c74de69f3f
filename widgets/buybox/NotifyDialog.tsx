import { Modal } from '../shared/Modal';
import type { NotifyPhase } from './useNotifyMe';
import { usePageId } from '../shared/use-page-id';

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
  onSubmit: (email: string, qty: number) => void;
  onClose: () => void;
}

/**
 * 'Sold Out - Notify Me' (seed 001 §2, width 500): the chosen model, a quantity and an
 * email. The fields keep what was typed when sending fails.
 */
export function NotifyDialog(props: NotifyDialogProps) {
  const { phase, text } = props;
  const titleId = usePageId();
  const errorId = usePageId();
  const failed = phase === 'failed';
  const message = props.emailError ?? (failed ? text.error : '');

  return (
    <Modal
      open
      onClose={props.onClose}
      label={text.title}
      labelledBy={titleId}
      closeLabel={text.close}
      returnFocusTo={props.returnFocusTo}
      className="rove-notify"
    >
      <h2 id={titleId}>{text.title}</h2>
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
            props.onSubmit(String(form.get('email') ?? ''), Number(form.get('qty')));
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
          <label>
            {text.quantity}
            <select name="qty" defaultValue={props.initialQty}>
              {Array.from({ length: 10 }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          <label>
            {text.email}
            <input
              type="email"
              name="email"
              autoComplete="email"
              aria-invalid={props.emailError ? true : undefined}
              aria-describedby={errorId}
            />
          </label>
          <p className="rove-notify__error" id={errorId} aria-live="polite">
            {message}
          </p>
          <button
            type="submit"
            disabled={phase === 'sending'}
            aria-busy={phase === 'sending' || undefined}
          >
            {text.submit}
          </button>
        </form>
      )}
    </Modal>
  );
}
