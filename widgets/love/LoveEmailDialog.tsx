import { useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../../core/adopt-styles';
import { trustedHtml } from '../../core/sanitize/trusted-html';
import { useFormControl, type ControlAria } from '../shared/forms/form-field';
import { Modal, type CloseReason } from '../shared/overlays/Modal';
import { useLatest } from '../shared/element/use-latest';
import { usePageId } from '../shared/element/use-page-id';
import loveDialogCss from './love-dialog.css?raw';

export interface LoveEmailDialogText {
  /** The dialog's name when the server form has no heading. */
  title: string;
  close: string;
}

export interface LoveEmailDialogProps {
  /** The sanitized server form (fields named email and subscribe). */
  formHtml: string;
  /** The validation message, shown below the form and tied to the email field (aria-describedby). */
  error: string | null;
  text: LoveEmailDialogText;
  returnFocusTo: HTMLElement | null;
  onSubmit: (email: string, subscribe: boolean) => void;
  onDismiss: (reason: CloseReason) => void;
}

/**
 * Gives a server-rendered control its state for assistive technology, as `useFormControl` words
 * it for ours — but not its id: the server's label points at the one it has.
 */
function describeServerControl(control: HTMLElement, aria: ControlAria): void {
  for (const name of ['aria-invalid', 'aria-describedby'] as const) {
    const value = aria[name];
    if (value === undefined) control.removeAttribute(name);
    else control.setAttribute(name, String(value));
  }
}

function readForm(form: HTMLFormElement): { email: string; subscribe: boolean } {
  const email = form.elements.namedItem('email');
  const subscribe = form.elements.namedItem('subscribe');
  return {
    email: email instanceof HTMLInputElement ? email.value.trim() : '',
    subscribe: subscribe instanceof HTMLInputElement && subscribe.checked,
  };
}

/**
 * The optional-email dialog for anonymous visitors: the server's form (spec/shell.md §7,
 * `ajax_validate` html) inside an accessible modal. Submitting validates the email;
 * closing it in any way still saves the love anonymously (the parent decides).
 */
export function LoveEmailDialog({
  formHtml,
  error,
  text,
  returnFocusTo,
  onSubmit,
  onDismiss,
}: LoveEmailDialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // Our name for the server's email field, on the one form control (decision 0067): a submit's
  // message is held until the next submit; its error paragraph has the control's errorId.
  const emailId = usePageId();
  const email = useFormControl({ id: emailId, held: error });
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = email.aria;
  const shown = email.error;
  const titleId = usePageId();
  const [labelledBy, setLabelledBy] = useState<string | undefined>(undefined);

  // Before the shopper can type (layout effects run before paint): name the dialog by the
  // server form's heading, and tie the error to its email field.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // Its rules come with its chunk, before its first paint (once per document).
    adoptStyles('rove-love-dialog', loveDialogCss, body.ownerDocument);
    // Our message replaces the browser's validation bubble, which screen readers miss.
    body.querySelectorAll('form').forEach((form) => (form.noValidate = true));
    // The server's field and button in the shared field look (shared/styles/control.css).
    body
      .querySelectorAll("input[type='email'], button[type='submit']")
      .forEach((control) => control.classList.add('rove-control'));
    const heading = body.querySelector<HTMLElement>('h1,h2,h3,h4');
    if (heading) {
      heading.id ||= `${titleId}-server`;
      setLabelledBy(heading.id);
    }
  }, [formHtml, titleId]);

  useLayoutEffect(() => {
    const input = bodyRef.current?.querySelector<HTMLInputElement>('input[name="email"]');
    if (!input) return;
    describeServerControl(input, {
      id: emailId,
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
    });
    if (shown) input.focus();
  }, [shown, invalid, describedBy, emailId]);

  // Listened to natively on the wrapper: the form is server markup, outside the view's tree.
  const submitRef = useLatest(onSubmit);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const handleSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault(); // never let the server form navigate the page
      const { email, subscribe } = readForm(form);
      submitRef.current(email, subscribe);
    };
    body?.addEventListener('submit', handleSubmit);
    return () => body?.removeEventListener('submit', handleSubmit);
  }, [submitRef]);

  return (
    <Modal
      open
      onClose={onDismiss}
      labelledBy={labelledBy}
      label={text.title}
      closeLabel={text.close}
      returnFocusTo={returnFocusTo}
      className="rove-love-dialog"
    >
      <div ref={bodyRef} className="rove-love-dialog__body">
        <div dangerouslySetInnerHTML={{ __html: trustedHtml(formHtml) }} />
      </div>
      {/* Always there, so that a message put in it is read out even while the field has focus. */}
      <p id={email.errorId} className="rove-love-dialog__error" role="alert">
        {email.error ?? ''}
      </p>
    </Modal>
  );
}
