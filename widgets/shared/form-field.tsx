import type { ReactNode } from 'react';

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
 * described by that error and by its hint (`hintId`, when it has one), the error first.
 */
export function controlAria(id: string, error: ReactNode, hintId?: string): ControlAria {
  const describedBy = [error ? errorIdOf(id) : '', hintId ?? ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
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
  /** The control's id (`controlAria(id, …)` gives the control its attributes). */
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
