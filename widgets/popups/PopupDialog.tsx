import { useLayoutEffect, useRef } from 'react';
import type { PopupsText, PopupsTextKey } from '../../core/i18n/popups';
import { trustedHtml } from '../../core/sanitize/trusted-html';
import { Modal } from '../shared/overlays/Modal';
import { EMAIL_KINDS } from './popups-config';
import { acceptsEmail } from './popup-rules';
import type { PopupKind, ShownPopup } from './types';
import { controlClass, useFormControl } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';

export interface PopupDialogProps {
  shown: ShownPopup;
  text: PopupsText;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  onAccept: () => void;
  onClose: () => void;
}

/** The dialog's name when the definition has no label. */
const DEFAULT_LABEL: Readonly<Record<PopupKind, PopupsTextKey>> = {
  newsletter: 'labelNewsletter',
  promo: 'labelPromo',
  'exit-intent': 'labelExitIntent',
  showroom: 'labelShowroom',
  'store-closing': 'labelStoreClosing',
  'trade-newsletter': 'labelTradeNewsletter',
  'campaign-signup': 'labelCampaignSignup',
  renewal: 'labelRenewal',
};

/**
 * Whether sanitized markup brings its own heading. DOMPurify's output is serialized HTML, so a
 * tag test on it is reliable (no comments or attributes can fake an opening `<h2`).
 */
function hasHeading(html: string): boolean {
  return /<h[1-6][\s>]/i.test(html);
}

/** Renders sanitized HTML (ShownPopup.clean), and nothing else. */
function CleanHtml({ clean, className }: { clean: string; className: string }) {
  if (clean === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: trustedHtml(clean) }} />;
}

/**
 * The shown popup as a modal dialog (widgets/shared/overlays/Modal, overlay kind 'popup' so the
 * overlay coordinator does not make popups wait for one another). Named by the definition's
 * label; when the CMS markup has no heading the label is also shown as one.
 */
export function PopupDialog(props: PopupDialogProps) {
  const { shown, text } = props;
  const { definition } = shown;
  const label = definition.label.trim() || text[DEFAULT_LABEL[definition.kind]];
  const isEmail = EMAIL_KINDS.has(definition.kind);
  const { clean } = shown;
  // The HTML on screen decides whether the label must also be the visible title (not over
  // our own thank-you line, which then stands alone as the dialog's news).
  const doneFallback = isEmail && shown.phase === 'done' && clean.done === '';
  const cleanBody = isEmail ? (shown.phase === 'done' ? clean.done : clean.form) : clean.html;
  const className = [
    'rove-popup',
    `rove-popup--${definition.kind}`,
    definition.markup.overlay ? '' : 'rove-popup--no-overlay',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Modal
      open
      onClose={() => props.onClose()}
      label={label}
      closeLabel={text.close}
      className={className}
      overlayKind="popup"
    >
      <div className="rove-popup__content">
        {hasHeading(cleanBody) || doneFallback ? null : (
          <h2 className="rove-popup__title">{label}</h2>
        )}
        {isEmail ? (
          <EmailBody {...props} />
        ) : (
          <>
            <CleanHtml clean={clean.html} className="rove-popup__html" />
            {definition.kind === 'renewal' ? (
              <RenewalActions {...props} />
            ) : definition.cta ? (
              <p className="rove-popup__actions">
                <a className="rove-popup__cta" href={definition.cta.href}>
                  {definition.cta.label}
                </a>
              </p>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}

/**
 * The email kinds: the CMS form HTML above one email field and a submit button; after success
 * the CMS done HTML in a live region, with focus moved onto it (the form it replaces had focus).
 */
function EmailBody({ shown, text, onEmailChange, onSubmit }: PopupDialogProps) {
  const { definition, phase, email, emailInvalid, clean } = shown;
  const id = usePageId();
  // The email on the one form control (decision 0067). Its message is the machine's to hold:
  // from a submit with a wrong address until the address is right (popups.machine.ts).
  const field = useFormControl({
    id: `${id}-email`,
    held: emailInvalid ? text.invalidEmail : null,
    value: email,
    onChange: onEmailChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const sending = phase === 'sending';

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (phase === 'done') {
      doneRef.current?.focus();
    } else if (emailInvalid) {
      // Back to the field to correct, whether the visitor pressed Enter or the button.
      inputRef.current?.focus();
    } else if (sending && (active === buttonRef.current || active === document.body)) {
      // The button is disabled while sending, and a disabled control drops focus to <body>.
      inputRef.current?.focus();
    }
  }, [phase, emailInvalid, sending]);

  const submitLabel = definition.kind === 'campaign-signup' ? text.signUp : text.subscribe;
  // The button enables once the email matches (spec/product.md §5). aria-disabled, not disabled: a
  // press or Enter before then still reaches onSubmit, which marks the field (spec/marketing.md §5).
  const ready = acceptsEmail(definition.kind, email);
  return (
    <>
      {phase === 'done' ? null : (
        <>
          <CleanHtml clean={clean.form} className="rove-popup__html" />
          <form
            className="rove-popup__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!sending) onSubmit();
            }}
          >
            <label htmlFor={field.aria.id} className="rove-popup__label">
              {text.emailLabel}
            </label>
            <input
              ref={inputRef}
              {...field.props}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              placeholder={text.emailPlaceholder}
              readOnly={sending}
              className={controlClass('rove-popup__input', field.error)}
            />
            {/* Always present: an alert region that exists before its message is announced. */}
            <p id={field.errorId} className="rove-popup__hint" role="alert">
              {field.error}
            </p>
            <button
              ref={buttonRef}
              type="submit"
              className="rove-popup__button rove-popup__button--primary"
              disabled={sending}
              aria-disabled={!ready || undefined}
              aria-busy={sending || undefined}
            >
              {sending ? text.sending : submitLabel}
            </button>
          </form>
        </>
      )}
      {/* Present from the first render so the done content is announced when it arrives. */}
      <div className="rove-popup__live" role="status" aria-live="polite">
        {phase === 'done' ? (
          <div ref={doneRef} className="rove-popup__done" tabIndex={-1}>
            {clean.done === '' ? (
              <p>{text.doneFallback}</p>
            ) : (
              <CleanHtml clean={clean.done} className="rove-popup__html" />
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The renewal overlay's choice: accept the promotional renewal, or close (spec/product.md §4). */
function RenewalActions({ shown, text, onAccept, onClose }: PopupDialogProps) {
  const sending = shown.phase === 'sending';
  return (
    <div className="rove-popup__actions">
      <button
        type="button"
        className="rove-popup__button rove-popup__button--primary"
        disabled={sending}
        aria-busy={sending || undefined}
        onClick={onAccept}
      >
        {sending ? text.renewalSending : text.renewalAccept}
      </button>
      <button
        type="button"
        className="rove-popup__button rove-popup__button--secondary"
        onClick={onClose}
      >
        {text.renewalDecline}
      </button>
    </div>
  );
}
