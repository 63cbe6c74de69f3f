import { useCheckoutText } from './checkout-text';
import { interpolate } from '../../core/i18n/translate';
import { JOIN, OPT_OUT, type MembershipChoice } from './membership.logic';
import { ChoiceStep, type ChoiceOption } from './ChoiceStep';

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
  const { m } = useCheckoutText();
  const join: ChoiceOption<MembershipChoice> = {
    value: JOIN,
    label: interpolate(m.joinMembership, { date: expiry, fee }),
  };
  const optOut: ChoiceOption<MembershipChoice> = { value: OPT_OUT, label: m.optOutMembership };
  const options = showOptOut ? [join, optOut] : [join];
  return (
    <ChoiceStep
      legend={m.stepMembership}
      name="panes[membership][value]"
      options={options}
      selected={choice}
      error={error}
      busy={busy}
      onChoose={onChoose}
      onContinue={onContinue}
    />
  );
}
