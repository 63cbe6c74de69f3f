import { useId } from 'react';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { interpolate } from '../../core/i18n/translate';
import { JOIN, OPT_OUT, type MembershipChoice } from './membership.logic';
import { ContinueButton } from './StepSection';

const m = checkoutTexts.en;

export interface MembershipStepProps {
  readonly choice: MembershipChoice | null;
  /** The expiry date shown with the join option, YYYY-MM-DD. */
  readonly expiry: string;
  /** The fee as money text. */
  readonly fee: string;
  readonly showOptOut: boolean;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onChoose: (choice: MembershipChoice) => void;
  readonly onContinue: () => void;
}

/** The membership step: join (valid one year) or opt out; the lock mode hides opting out. */
export function MembershipStep({
  choice,
  expiry,
  fee,
  showOptOut,
  error,
  busy,
  onChoose,
  onContinue,
}: MembershipStepProps) {
  const id = useId();
  return (
    <div className="rove-checkout__form">
      <fieldset
        className="rove-checkout__choices"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="rove-visually-hidden">{m.stepMembership}</legend>
        <label className="rove-checkout__choice">
          <input
            type="radio"
            name="panes[membership][value]"
            value={JOIN}
            checked={choice === JOIN}
            onChange={() => onChoose(JOIN)}
          />
          <span>{interpolate(m.joinMembership, { date: expiry, fee })}</span>
        </label>
        {showOptOut && (
          <label className="rove-checkout__choice">
            <input
              type="radio"
              name="panes[membership][value]"
              value={OPT_OUT}
              checked={choice === OPT_OUT}
              onChange={() => onChoose(OPT_OUT)}
            />
            <span>{m.optOutMembership}</span>
          </label>
        )}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="rove-checkout__error" role="alert">
          {error}
        </p>
      )}
      <ContinueButton busy={busy} onClick={onContinue} />
    </div>
  );
}
