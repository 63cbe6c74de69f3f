import type { ReactNode } from 'react';
import { shownError, type ControlErrorState } from './form-control.logic';

/*
 * One form field, as every form of ours draws it: a label, the control, an optional hint and
 * the field's error, tied together by id so that a screen reader reads the error, then the
 * hint, with the control. The checkout's addresses and account, the trade application, the
 * swatch request, the pre-chat form, the coupon, the delivery postcode and the email fields
 * wired this by hand, each a little differently (issue 24). Each form keeps its own class
 * names: `block` is its BEM block (`rove-checkout` → `rove-checkout__field`, `__error`, `__hint`).
 */

/** The id of a control's error paragraph. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The id of a control's hint paragraph. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A control's id and state for assistive technology: invalid while it shows an error, and
 * described by that error and by its hint (`hintId`, when it has one), the error first. The
 * forms not on `useFormControl` (the checkout, the newsletter) word their controls so.
 */
export function controlAria(id: string, error: ReactNode, hintId?: string): ControlAria {
  return controlOf({ id, held: error, hintId }).aria;
}

export interface FormControlOptions<V> extends ControlErrorState<ReactNode> {
  /** The control's id; its error paragraph's is `errorId` (`errorIdOf(id)` unless given). */
  id: string;
  value?: V;
  /** The control's new value: the form's reducer keeps it (the form's state stays pure). */
  onChange?: (value: string) => void;
  /** The shopper left the control: the form marks it touched. */
  onBlur?: () => void;
  /** Its hint's id: read after the error, or first with `hintFirst`. */
  hintId?: string;
  hintFirst?: boolean;
  errorId?: string;
  /** Another element that also describes it, read last (another field's error). */
  alsoDescribedBy?: string;
}

export interface FormControl<V> {
  /** The error it shows now (form-control.logic.ts), or undefined. */
  error: ReactNode;
  errorId: string;
  /** Its state for assistive technology: `aria-invalid` while in error, `aria-describedby`. */
  aria: ControlAria;
  /** Everything a text input, textarea or select takes: `aria` with the value and handlers. */
  props: ControlAria & {
    value?: V;
    onChange?: (event: { currentTarget: { value: string } }) => void;
    onBlur?: () => void;
  };
}

/**
 * One form control (decision 0067): its value, handlers, shown error and ARIA in one place, so a
 * field never sets `aria-invalid` or `aria-describedby` by hand. It holds no state of its own:
 * the value, touched state and messages are the form's (its reducer or machine), and the rule
 * for when the error shows is `shownError`'s, the same for every form. Call it at the top of the
 * field's component, like a hook.
 */
export function useFormControl<V = string>(options: FormControlOptions<V>): FormControl<V> {
  return controlOf(options);
}

function controlOf<V>(options: FormControlOptions<V>): FormControl<V> {
  const { id, hintId, onChange } = options;
  const error = shownError(options);
  const errorId = options.errorId ?? errorIdOf(id);
  const ids = [error ? errorId : '', hintId ?? ''];
  if (options.hintFirst) ids.reverse();
  const describedBy = [...ids, options.alsoDescribedBy ?? ''].filter(Boolean).join(' ');
  const aria: ControlAria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return {
    error,
    errorId,
    aria,
    props: {
      ...aria,
      value: options.value,
      onChange: onChange && ((event) => onChange(event.currentTarget.value)),
      onBlur: options.onBlur,
    },
  };
}

/**
 * A text field's classes: the shared look (`rove-control`, shared/styles/control.css), the
 * form's own class, and `rove-is-invalid` while it shows an error.
 */
export function controlClass(own: string, invalid?: unknown): string {
  return `rove-control ${own}${invalid ? ' rove-is-invalid' : ''}`;
}

/** The error of the control `controlId`, when there is one (its id is `errorIdOf(controlId)`). */
export function FieldError(props: { block: string; controlId: string; error: ReactNode }) {
  return props.error ? (
    <p id={errorIdOf(props.controlId)} className={`${props.block}__error`}>
      {props.error}
    </p>
  ) : null;
}

export interface FormFieldProps {
  block: string;
  /** The control's id (`useFormControl({ id, … })` gives the control its attributes). */
  id: string;
  label: ReactNode;
  /** Shown below the control, with the id `hintIdOf(id)`. */
  hint?: ReactNode;
  error?: ReactNode;
  /** Adds `{block}__field--{modifier}`, e.g. the field's name for a layout grid. */
  modifier?: string;
  /** The control, and anything that belongs right after it (a suggestions list). */
  children: ReactNode;
}

/** A field's box: the label, the control (the children), its hint and its error. */
export function FormField({ block, id, label, hint, error, modifier, children }: FormFieldProps) {
  return (
    <div className={`${block}__field${modifier ? ` ${block}__field--${modifier}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintIdOf(id)} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError block={block} controlId={id} error={error} />
    </div>
  );
}
