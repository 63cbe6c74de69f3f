import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCheckoutText } from './checkout-text';
import { commonMessages } from '../../core/i18n/common';
import { interpolate } from '../../core/i18n/translate';
import { Modal } from '../shared/overlays/Modal';
import {
  forgotPasswordUrl,
  loginActionWithDestination,
  membershipAlertText,
  validateLoginPanel,
} from './account.logic';
import { ContinueButton } from './StepSection';
import { controlAria, FormField } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';

export interface AccountStepProps {
  readonly orderId: number;
  readonly loginUrl: string;
  readonly panel: 'email' | 'login';
  readonly email: string;
  readonly emailError: string | null;
  readonly showMembershipAlert: boolean;
  /** The server's message after a failed login ('Sorry, unrecognized username or password.'). */
  readonly loginError?: string | null;
  readonly busy: boolean;
  readonly onEmail: (value: string) => void;
  readonly onSubmitEmail: () => void;
  readonly onBackToEmail: () => void;
  readonly onNoThanks: () => void;
}

/** The account step: the email form, or the login panel when the email has an account. */
export function AccountStep(props: AccountStepProps) {
  // Back from the login panel, focus returns to the email field the shopper wants to change.
  const [returned, setReturned] = useState(false);
  const back = () => {
    setReturned(true);
    props.onBackToEmail();
  };
  return props.panel === 'login' ? (
    <LoginPanel {...props} onBackToEmail={back} />
  ) : (
    <EmailForm {...props} focusOnMount={returned} />
  );
}

function EmailForm({
  email,
  emailError,
  busy,
  onEmail,
  onSubmitEmail,
  focusOnMount,
}: AccountStepProps & { focusOnMount: boolean }) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmitEmail();
  };
  return (
    <form className="rove-checkout__form" noValidate onSubmit={submit}>
      <FormField block="rove-checkout" id={`${id}-email`} label={m.email} error={emailError}>
        <input
          ref={input}
          {...controlAria(`${id}-email`, emailError)}
          className="rove-control"
          type="email"
          name="panes[customer][primary_email]"
          autoComplete="email"
          value={email}
          required
          onChange={(event) => onEmail(event.currentTarget.value)}
        />
      </FormField>
      <ContinueButton busy={busy} onClick={onSubmitEmail} />
    </form>
  );
}

function LoginPanel({
  orderId,
  loginUrl,
  email,
  showMembershipAlert,
  loginError = null,
  onBackToEmail,
  onNoThanks,
}: AccountStepProps) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  // The Continue button that opened the panel is gone: focus goes where the shopper types next.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input[name="pass"]')?.focus();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const result = validateLoginPanel({
      name: String(data.get('name') ?? ''),
      pass: String(data.get('pass') ?? ''),
    });
    if (result.ok) return; // the browser posts the form to the login page
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const [field, check] of Object.entries(result.fields))
      if (!check.ok) next[field] = check.message;
    setErrors(next);
  };
  const field = (name: 'name' | 'pass', label: string, type: string, autoComplete: string) => (
    <FormField block="rove-checkout" id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        {...controlAria(`${id}-${name}`, errors[name])}
        className="rove-control"
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={name === 'name' ? email : undefined}
        required
      />
    </FormField>
  );
  return (
    <div className="rove-checkout__login" ref={panel}>
      {showMembershipAlert && (
        <p className="rove-checkout__alert" role="alert">
          {membershipAlertText()}
        </p>
      )}
      <p>{interpolate(m.loginIntro, { email })}</p>
      {loginError && (
        <p className="rove-checkout__alert rove-checkout__alert--error" role="alert">
          {loginError}
        </p>
      )}
      <form
        className="rove-checkout__form"
        method="post"
        action={loginActionWithDestination(loginUrl)}
        noValidate
        onSubmit={submit}
      >
        {field('name', m.email, 'email', 'username')}
        {field('pass', m.password, 'password', 'current-password')}
        <div className="rove-checkout__actions">
          <button type="submit" className="rove-checkout__continue">
            {m.login}
          </button>
          <button type="button" className="rove-checkout__link" onClick={() => setForgotOpen(true)}>
            {m.forgotPassword}
          </button>
        </div>
      </form>
      <div className="rove-checkout__actions">
        <button type="button" className="rove-checkout__secondary" onClick={onBackToEmail}>
          {m.backToEmail}
        </button>
        <button type="button" className="rove-checkout__secondary" onClick={onNoThanks}>
          {m.noThanksLogin}
        </button>
      </div>
      <Modal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        label={m.forgotPasswordTitle}
        heading={{ className: 'rove-checkout__dialog-title' }}
        closeLabel={commonMessages.en.close}
        className="rove-checkout__forgot"
      >
        {/* The site's own page, framed the way the specification's popup frames it (same origin). */}
        <iframe
          className="rove-checkout__forgot-frame"
          title={m.forgotPasswordTitle}
          src={forgotPasswordUrl(orderId, email)}
        />
      </Modal>
    </div>
  );
}
