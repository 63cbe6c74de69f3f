import { commonMessages } from '../../core/i18n/common';
import { translate } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { CoverageButton } from '../shared/whats-covered/CoverageButton';
import type { CoverageRequest } from '../shared/whats-covered/CoverageDialog';
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
  /** The order's protection terms (`ajax/uc_mulberry/modal-checkout/{order_id}`). */
  readonly coverage: CoverageRequest;
}

/** The protection step (spec/checkout.md §4): an offer, or 'No thanks', and what the plans cover. */
export function ProtectionStep({
  choices,
  term,
  error,
  busy,
  onChoose,
  onContinue,
  coverage,
}: ProtectionStepProps) {
  const { m } = useCheckoutText();
  const { locale } = getSettings();
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
    >
      <p className="rove-checkout__coverage">
        <CoverageButton
          className="rove-checkout__link"
          request={coverage}
          text={{
            title: m.whatsCovered,
            loading: translate(commonMessages, 'loading', locale),
            error: m.coverageFailed,
            close: translate(commonMessages, 'close', locale),
          }}
        />
      </p>
    </ChoiceStep>
  );
}
