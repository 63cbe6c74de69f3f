import type { ReactNode } from 'react';
import { useCheckoutText } from './checkout-text';
import type { StepView } from './steps.logic';
import type { FormControl } from '../shared/forms/form-field';

export interface StepSectionProps {
  readonly idPrefix: string;
  readonly view: StepView;
  /** 1-based position among the present steps (what the shopper counts). */
  readonly position: number;
  readonly title: string;
  /** The completed step's summary line. */
  readonly summary: string | null;
  readonly onSelect: () => void;
  readonly children?: ReactNode;
}

/** The DOM id of a step's heading button (the checkout moves focus there). */
export const stepHeadingId = (idPrefix: string, step: number) => `${idPrefix}-step-${step}`;

/**
 * One step of the stepper: a region named by its heading, whose button works like a
 * disclosure (aria-expanded, aria-controls) and reopens or jumps to the step. Only the current
 * step's body is rendered, so a step's requests and the payment element run only when open.
 */
export function StepSection({
  idPrefix,
  view,
  position,
  title,
  summary,
  onSelect,
  children,
}: StepSectionProps) {
  const { m } = useCheckoutText();
  const headingId = stepHeadingId(idPrefix, view.step);
  const panelId = `${headingId}-panel`;
  const current = view.status === 'current';
  const statusText =
    view.status === 'completed' ? m.stepCompleted : current ? m.stepCurrent : m.stepOpen;
  return (
    <section
      className={`rove-checkout__step rove-checkout__step--${view.status}`}
      aria-labelledby={headingId}
      data-step={view.name}
    >
      <h2 className="rove-checkout__step-title">
        <button
          type="button"
          id={headingId}
          className="rove-checkout__step-button"
          aria-expanded={current}
          aria-controls={panelId}
          aria-disabled={view.selectable ? undefined : true}
          onClick={view.selectable ? onSelect : undefined}
        >
          <span className="rove-checkout__step-number" aria-hidden="true">
            {view.status === 'completed' ? '✓' : position}
          </span>
          <span className="rove-checkout__step-name">{title}</span>
          <span className="rove-visually-hidden">, {statusText}</span>
        </button>
      </h2>
      {view.status === 'completed' && summary !== null && (
        <div className="rove-checkout__summary-line">
          <p className="rove-checkout__summary-text">{summary}</p>
          {view.selectable && (
            <button
              type="button"
              className="rove-checkout__edit"
              aria-label={`${m.edit} ${title}`}
              onClick={onSelect}
            >
              {m.edit}
            </button>
          )}
        </div>
      )}
      <div id={panelId} className="rove-checkout__step-body" hidden={!current}>
        {current && children}
      </div>
    </section>
  );
}

export interface ContinueButtonProps {
  readonly busy: boolean;
  readonly onClick: () => void;
  readonly label?: string;
}

/** Continue: busy (aria-busy, disabled) while a request runs; resets when nothing is pending. */
export function ContinueButton({ busy, onClick, label }: ContinueButtonProps) {
  const { m } = useCheckoutText();
  return (
    <button
      type="button"
      className="rove-checkout__continue"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
    >
      {busy && <span className="rove-checkout__spinner" aria-hidden="true" />}
      {label ?? m.continue}
    </button>
  );
}

/**
 * A control's error as an alert the control's `aria-describedby` names (useFormControl gives
 * both): the checkout's radio groups and the coupon code announce their error when it appears.
 */
export function ControlAlert({ control }: { readonly control: FormControl<unknown> }) {
  return control.error ? (
    <p id={control.errorId} className="rove-checkout__error" role="alert">
      {control.error}
    </p>
  ) : null;
}
