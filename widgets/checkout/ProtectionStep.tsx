import { useCheckoutText } from './checkout-text';
import { ChoiceStep } from './ChoiceStep';

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
  const { m } = useCheckoutText();
  return (
    <ChoiceStep
      legend={m.stepProtection}
      name="panes[protection][term]"
      options={choices.map((choice) => ({ value: choice.term, label: choice.label }))}
      selected={term}
      error={error}
      busy={busy}
      onChoose={onChoose}
      onContinue={onContinue}
    />
  );
}
