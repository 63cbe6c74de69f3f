import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  controlClass,
  FieldError,
  useFormControl,
  type FormControl,
} from '../shared/forms/form-field';
import { usePageId } from '../shared/element/use-page-id';
import { BusyButton } from '../shared/controls/BusyButton';
import { Modal, type CloseReason } from '../shared/overlays/Modal';
import type { PrechatErrors, PrechatField, PrechatValues } from './chat.logic';
import { NAME_MAX_LENGTH, ORDER_NUMBER_MAX_LENGTH } from './chat.logic';

export interface ChatText {
  launcher: string;
  agentsAvailable: string;
  leaveMessage: string;
  title: string;
  intro: string;
  name: string;
  email: string;
  existingOrder: string;
  choose: string;
  yes: string;
  no: string;
  orderNumber: string;
  start: string;
  starting: string;
  close: string;
  /** The confirmation without a vendor, already filled with the name and email. */
  confirmation: string;
}

export interface ChatProps {
  open: boolean;
  values: PrechatValues;
  errors: PrechatErrors;
  status: 'form' | 'sending' | 'confirmed' | 'chatting';
  availability: 'unknown' | 'available' | 'unavailable';
  text: ChatText;
  onOpen: () => void;
  onClose: (reason: CloseReason) => void;
  onChange: (field: PrechatField, value: string) => void;
  /** May answer the field to focus (the first invalid one). */
  onSubmit: () => Promise<PrechatField | null> | PrechatField | null | void;
}

type PrechatControlAttributes = FormControl<string>['props'] & {
  name: PrechatField;
  className: string;
  ref: (element: HTMLElement | null) => void;
};

/**
 * A pre-chat field on the one form control (useFormControl, decision 0067): its label, the
 * control the children draw from the attributes given, and its error. The form checks on
 * submit; a message is the control's held one until the field changes (chat.logic.ts).
 */
function PrechatControl(props: {
  field: PrechatField;
  id: string;
  label: string;
  held: string | undefined;
  value: string;
  onChange: (field: PrechatField, value: string) => void;
  register: (element: HTMLElement | null) => void;
  children: (control: PrechatControlAttributes) => ReactNode;
}) {
  const { field, id } = props;
  const control = useFormControl({
    id,
    held: props.held,
    value: props.value,
    onChange: (value) => props.onChange(field, value),
  });
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        ...control.props,
        name: field,
        className: controlClass('rove-chat__input', control.error),
        ref: props.register,
      })}
      <FieldError block="rove-chat" controlId={id} error={control.error} />
    </>
  );
}

/** The pre-chat form: its fields, and the first invalid one focused after a submit. */
function PrechatForm({
  values,
  errors,
  text,
  busy,
  onChange,
  onSubmit,
}: Pick<ChatProps, 'values' | 'errors' | 'text' | 'onChange' | 'onSubmit'> & { busy: boolean }) {
  const fields = useRef<Partial<Record<PrechatField, HTMLElement | null>>>({});
  const id = usePageId();

  /** What every pre-chat control takes from its field's name. */
  const wired = (field: PrechatField) => ({
    field,
    id: `${id}-${field}`,
    held: errors[field],
    value: values[field],
    onChange,
    register: (element: HTMLElement | null) => {
      fields.current[field] = element;
    },
  });

  return (
    <form
      className="rove-chat-panel__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void Promise.resolve(onSubmit()).then((field) => {
          if (field) fields.current[field]?.focus();
        });
      }}
    >
      <p className="rove-chat-panel__intro">{text.intro}</p>
      <PrechatControl {...wired('name')} label={text.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
          />
        )}
      </PrechatControl>
      <PrechatControl {...wired('email')} label={text.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
          />
        )}
      </PrechatControl>
      <PrechatControl {...wired('existingOrder')} label={text.existingOrder}>
        {(control) => (
          <select {...control} required>
            <option value="">{text.choose}</option>
            <option value="yes">{text.yes}</option>
            <option value="no">{text.no}</option>
          </select>
        )}
      </PrechatControl>
      {values.existingOrder === 'yes' && (
        <PrechatControl {...wired('orderNumber')} label={text.orderNumber}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={ORDER_NUMBER_MAX_LENGTH}
            />
          )}
        </PrechatControl>
      )}
      <BusyButton busy={busy} className="rove-chat-panel__submit rove-filled-button">
        {busy ? text.starting : text.start}
      </BusyButton>
    </form>
  );
}

/**
 * The chat launcher (fixed bottom-right) and the pre-chat dialog (spec/marketing.md §3, §5). Props in,
 * callbacks out; the view only moves focus to the first invalid field or the confirmation.
 */
export function Chat(props: ChatProps) {
  const { open, status, availability, text } = props;
  // The launcher as state, not a ref: a panel restored open on the first render still gives
  // focus back to it.
  const [launcher, setLauncher] = useState<HTMLButtonElement | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open && status === 'confirmed') confirmation.current?.focus();
  }, [open, status]);

  const state =
    availability === 'available'
      ? text.agentsAvailable
      : availability === 'unavailable'
        ? text.leaveMessage
        : null;

  return (
    <div className="rove-chat">
      <button
        ref={setLauncher}
        type="button"
        className={`rove-chat__launcher rove-chat__launcher--${availability}`}
        aria-haspopup="dialog"
        onClick={props.onOpen}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className="rove-chat__launcher-text">
          <span className="rove-chat__launcher-label">{text.launcher}</span>
          {state && <span className="rove-chat__launcher-state">{state}</span>}
        </span>
      </button>
      <Modal
        open={open}
        onClose={props.onClose}
        label={text.title}
        heading={{ className: 'rove-chat-panel__title' }}
        closeLabel={text.close}
        returnFocusTo={launcher}
        className="rove-chat-panel"
      >
        {status === 'confirmed' ? (
          <p
            ref={confirmation}
            className="rove-chat-panel__confirmation"
            role="status"
            tabIndex={-1}
          >
            {text.confirmation}
          </p>
        ) : (
          <PrechatForm
            values={props.values}
            errors={props.errors}
            text={text}
            busy={status === 'sending'}
            onChange={props.onChange}
            onSubmit={props.onSubmit}
          />
        )}
      </Modal>
    </div>
  );
}
