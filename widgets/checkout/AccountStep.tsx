import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import { useCheckoutText } from './checkout-text';
import { interpolate } from '../../core/i18n/translate';
import { Modal } from '../shared/overlays/Modal';
import {
  forgotPasswordUrl,
  LOGIN_PANEL_START,
  loginActionWithDestination,
  loginPanelReducer,
  membershipAlertParts,
  validateLoginPanel,
  type LoginPanelEvent,
  type LoginPanelState,
} from './account.logic';
import { ContinueButton } from './StepSection';
import { FormField, useFormControl, type FormControlOptions } from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';
import { useStore } from '../shared/state/use-store';

export interface AccountStepProps {
  readonly orderId: number;
  readonly loginUrl: string;
  /** The shop's contact page, which the membership alert's last words link to ('' for none). */
  readonly contactUrl: string;
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
  const [local, send] = useStore(loginPanelReducer, () => LOGIN_PANEL_START);
  // Back from the login panel, focus returns to the email field the shopper wants to change.
  const back = () => {
    send.dispatch({ type: 'returnedToEmail' });
    props.onBackToEmail();
  };
  return props.panel === 'login' ? (
    <LoginPanel {...props} onBackToEmail={back} local={local} send={send.dispatch} />
  ) : (
    <EmailForm {...props} focusOnMount={local.returned} />
  );
}

interface AccountFieldProps extends FormControlOptions<string> {
  readonly label: string;
  readonly name: string;
  readonly type: string;
  readonly autoComplete: string;
  /** The login panel's fields are the browser's to post: uncontrolled, prefilled so. */
  readonly uncontrolled?: boolean;
  readonly defaultValue?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** One required text field of the account step, on the one form control (decision 0067). */
function AccountField({
  label,
  name,
  type,
  autoComplete,
  uncontrolled,
  defaultValue,
  inputRef,
  ...options
}: AccountFieldProps) {
  const control = useFormControl(options);
  return (
    <FormField block="rove-checkout" id={options.id} label={label} error={control.error}>
      <input
        ref={inputRef}
        {...(uncontrolled ? control.aria : control.props)}
        className="rove-control"
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
      />
    </FormField>
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
      <AccountField
        id={`${id}-email`}
        label={m.email}
        held={emailError}
        value={email}
        onChange={onEmail}
        inputRef={input}
        type="email"
        name="panes[customer][primary_email]"
        autoComplete="email"
      />
      <ContinueButton busy={busy} onClick={onSubmitEmail} />
    </form>
  );
}

/** The specification's alert, its last words a link to the shop's contact page when it has one. */
function MembershipAlert({ contactUrl }: { contactUrl: string }) {
  const [before, link, after] = membershipAlertParts();
  return (
    <p className="rove-checkout__alert" role="alert">
      {before}
      {contactUrl ? <a href={contactUrl}>{link}</a> : link}
      {after}
    </p>
  );
}

function LoginPanel({
  orderId,
  loginUrl,
  contactUrl,
  email,
  showMembershipAlert,
  loginError = null,
  onBackToEmail,
  onNoThanks,
  local: { errors, forgotOpen },
  send,
}: AccountStepProps & {
  readonly local: LoginPanelState;
  readonly send: (event: LoginPanelEvent) => void;
}) {
  const { m, close } = useCheckoutText();
  const id = usePageId();
  // The Continue button that opened the panel is gone: focus goes where the shopper types next.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector<HTMLInputElement>('input[name="pass"]')?.focus();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const result = validateLoginPanel({
      name: String(data.get('name') ?? ''),
      pass: String(data.get('pass') ?? ''),
    });
    if (result.ok) return; // the browser posts the form to the login page
    event.preventDefault();
    send({ type: 'loginChecked', check: result });
  };
  const field = (name: 'name' | 'pass', label: string, type: string, autoComplete: string) => (
    <AccountField
      id={`${id}-${name}`}
      label={label}
      held={errors[name]}
      uncontrolled
      defaultValue={name === 'name' ? email : undefined}
      name={name}
      type={type}
      autoComplete={autoComplete}
    />
  );
  return (
    <div className="rove-checkout__login" ref={root}>
      {showMembershipAlert && <MembershipAlert contactUrl={contactUrl} />}
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
          <button
            type="button"
            className="rove-checkout__link"
            onClick={() => send({ type: 'forgotToggled', open: true })}
          >
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
        onClose={() => send({ type: 'forgotToggled', open: false })}
        label={m.forgotPasswordTitle}
        heading={{ className: 'rove-checkout__dialog-title' }}
        closeLabel={close}
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
