import { useId } from 'react';
import { checkoutTexts } from '../../core/i18n/checkout-labels';
import { ContinueButton } from './StepSection';

const m = checkoutTexts.en;

/** One protection choice: a term in months (0 = 'No thanks') and its label. */
export interface ProtectionChoice {
  readonly term: number;
  readonly label: string;
}

export interface ProtectionStepProps {
  readonly choices: readonly ProtectionChoice[];
  readonly term: number | null;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onChoose: (term: number) => void;
  readonly onContinue: () => void;
}

/** The protection step (seed 002 §4): an offer, or 'No thanks'. */
export function ProtectionStep({
  choices,
  term,
  error,
  busy,
  onChoose,
  onContinue,
}: ProtectionStepProps) {
  const id = useId();
  return (
    <div className="rove-checkout__form">
      <fieldset
        className="rove-checkout__choices"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="rove-visually-hidden">{m.stepProtection}</legend>
        {choices.map((choice) => (
          <label key={choice.term} className="rove-checkout__choice">
            <input
              type="radio"
              name="panes[protection][term]"
              value={choice.term}
              checked={term === choice.term}
              onChange={() => onChoose(choice.term)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
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
