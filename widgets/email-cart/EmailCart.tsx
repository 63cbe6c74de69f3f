import { useEffect, useRef } from 'react';
import { controlClass, FieldError, useFormControl } from '../shared/forms/form-field';
import { BusyButton } from '../shared/controls/BusyButton';
import { usePageId } from '../shared/element/use-page-id';
import { MAX_EMAILS, MESSAGE_MAX_LENGTH } from './email-cart.logic';

export interface EmailCartText {
  toggle: string;
  cancel: string;
  legend: string;
  /** 'Email {number}' already filled per input. */
  fieldLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  add: string;
  message: string;
  subscribe: string;
  submit: string;
  sending: string;
  sent: string;
  sentStatus: string;
  invalid: string;
  needOne: string;
}

export interface EmailCartProps {
  open: boolean;
  inputs: readonly string[];
  invalid: readonly boolean[];
  formError: 'none' | null;
  message: string;
  subscribe: boolean;
  status: 'idle' | 'sending' | 'sent';
  text: EmailCartText;
  onToggle: () => void;
  onType: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMessage: (value: string) => void;
  onSubscribe: (value: boolean) => void;
  /** May answer the index of the input to focus (the first invalid one). */
  onSubmit: () => Promise<number | null> | number | null | void;
}

/**
 * One address of the list on the one form control (useFormControl, decision 0067): a refused
 * submit's message is held until the input is typed into (email-cart.logic.ts keeps it as a flag
 * beside the input, since the shopper grows and shrinks the list).
 */
function EmailRow(props: {
  index: number;
  id: string;
  value: string;
  held: string | null;
  locked: boolean;
  text: EmailCartText;
  register: (element: HTMLInputElement | null) => void;
  onType: (index: number, value: string) => void;
  onRemove: (index: number) => void;
}) {
  const { index, id, text } = props;
  const control = useFormControl({
    id,
    held: props.held,
    value: props.value,
    onChange: (value) => props.onType(index, value),
  });
  return (
    <div className="rove-email-cart__row">
      <label htmlFor={id}>{text.fieldLabel(index + 1)}</label>
      <div className="rove-email-cart__line">
        <input
          ref={props.register}
          {...control.props}
          name={`email-${index + 1}`}
          type="email"
          inputMode="email"
          autoComplete={index === 0 ? 'email' : 'off'}
          maxLength={254}
          readOnly={props.locked}
          className={controlClass('rove-email-cart__input', control.error)}
        />
        {index > 0 && !props.locked && (
          <button
            type="button"
            className="rove-email-cart__remove"
            aria-label={text.removeLabel(index + 1)}
            onClick={() => props.onRemove(index)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <FieldError block="rove-email-cart" controlId={id} error={control.error} />
    </div>
  );
}

/**
 * The 'EMAIL MY CART' disclosure and its form (spec/marketing.md §4, §5). Props in, callbacks out; the
 * view only moves focus where a keyboard user expects it.
 */
export function EmailCart(props: EmailCartProps) {
  const { open, inputs, invalid, formError, status, text } = props;
  const id = usePageId();
  const formId = `${id}-form`;
  const formErrorId = `${id}-form-error`;
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const previous = useRef({ open, count: inputs.length });

  // Opening moves focus to the first address; adding one moves it to the new input; removing
  // one moves it to the input before (the removed button is gone).
  useEffect(() => {
    const before = previous.current;
    previous.current = { open, count: inputs.length };
    if (open && !before.open) fields.current[0]?.focus();
    else if (open && inputs.length > before.count) fields.current[inputs.length - 1]?.focus();
    else if (open && inputs.length < before.count)
      (addButton.current ?? fields.current[inputs.length - 1])?.focus();
  }, [open, inputs.length]);

  const busy = status === 'sending';
  const locked = status !== 'idle';
  return (
    <div className="rove-email-cart">
      <button
        type="button"
        className="rove-email-cart__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={props.onToggle}
      >
        {open ? text.cancel : text.toggle}
      </button>
      <form
        id={formId}
        className="rove-email-cart__form"
        hidden={!open}
        noValidate
        aria-describedby={formError ? formErrorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void Promise.resolve(props.onSubmit()).then((index) => {
            if (typeof index === 'number') fields.current[index]?.focus();
          });
        }}
      >
        <fieldset className="rove-plain-fieldset rove-email-cart__emails">
          <legend>{text.legend}</legend>
          {inputs.map((value, index) => (
            <EmailRow
              key={index}
              index={index}
              id={`${id}-email-${index}`}
              value={value}
              held={invalid[index] === true ? text.invalid : null}
              locked={locked}
              text={text}
              register={(element) => {
                fields.current[index] = element;
              }}
              onType={props.onType}
              onRemove={props.onRemove}
            />
          ))}
          {inputs.length < MAX_EMAILS && !locked && (
            <button
              ref={addButton}
              type="button"
              className="rove-email-cart__add"
              onClick={props.onAdd}
            >
              {text.add}
            </button>
          )}
        </fieldset>
        <label className="rove-email-cart__label" htmlFor={`${id}-message`}>
          {text.message}
        </label>
        <textarea
          id={`${id}-message`}
          name="body"
          className={controlClass('rove-email-cart__message')}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={props.message}
          readOnly={locked}
          onChange={(event) => props.onMessage(event.currentTarget.value)}
        />
        <label className="rove-email-cart__check">
          <input
            type="checkbox"
            name="subscribe"
            checked={props.subscribe}
            disabled={locked}
            onChange={(event) => props.onSubscribe(event.currentTarget.checked)}
          />
          {text.subscribe}
        </label>
        <BusyButton
          busy={busy}
          disabled={locked}
          className="rove-email-cart__submit rove-filled-button"
        >
          {status === 'sent' ? text.sent : busy ? text.sending : text.submit}
        </BusyButton>
        <p id={formErrorId} className="rove-email-cart__form-error" role="alert">
          {formError === 'none' ? text.needOne : null}
        </p>
      </form>
      {/* Present before the message, so screen readers announce it when it appears. */}
      <p className="rove-email-cart__status" role="status">
        {status === 'sent' ? text.sentStatus : null}
      </p>
    </div>
  );
}
