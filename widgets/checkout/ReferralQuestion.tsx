import { useCheckoutText, type CheckoutTextKey } from './checkout-text';
import type { Referral } from './referral';
import { usePageId } from '../shared/element/use-page-id';

/** The answers offered, as sent in `referralSource` (spec/checkout.md §3 'Referral fields: id …'). */
export const REFERRAL_SOURCES: readonly { id: string; label: CheckoutTextKey }[] = [
  { id: 'search', label: 'referralSearch' },
  { id: 'social', label: 'referralSocial' },
  { id: 'friend', label: 'referralFriend' },
  { id: 'showroom', label: 'referralShowroom' },
  { id: 'press', label: 'referralPress' },
  { id: 'podcast', label: 'referralPodcast' },
  { id: 'other', label: 'referralOther' },
];

export interface ReferralQuestionProps {
  readonly referral: Referral;
  readonly onChange: (referral: Referral) => void;
}

/**
 * 'How did you hear about us?' in the payment step: a choice, a line for 'Other', and the
 * sales associate who helped (all optional; sent with the payment's completion as
 * referralSource, referralOther and referralAssociate).
 */
export function ReferralQuestion({ referral, onChange }: ReferralQuestionProps) {
  const { m } = useCheckoutText();
  const id = usePageId();
  const set = (change: Referral) => onChange({ ...referral, ...change });
  return (
    <fieldset className="rove-checkout__referral">
      <legend id={`${id}-question`} className="rove-checkout__legend">
        {m.referralQuestion}
      </legend>
      <div className="rove-checkout__field">
        <select
          id={`${id}-source`}
          className="rove-control"
          aria-labelledby={`${id}-question`}
          name="referral_source"
          value={referral.id ?? ''}
          onChange={(event) => set({ id: event.currentTarget.value })}
        >
          <option value="">{m.referralChoose}</option>
          {REFERRAL_SOURCES.map((source) => (
            <option key={source.id} value={source.id}>
              {m[source.label]}
            </option>
          ))}
        </select>
      </div>
      {referral.id === 'other' && (
        <TextLine
          id={`${id}-other`}
          name="referral_other"
          label={m.referralOtherLabel}
          value={referral.other ?? ''}
          onChange={(other) => set({ other })}
        />
      )}
      <TextLine
        id={`${id}-associate`}
        name="referral_associate"
        label={m.referralAssociate}
        value={referral.associate ?? ''}
        onChange={(associate) => set({ associate })}
      />
    </fieldset>
  );
}

/** A labelled line of free text (the answer's details, at most 200 characters). */
function TextLine(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="rove-checkout__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="rove-control"
        name={props.name}
        type="text"
        autoComplete="off"
        maxLength={200}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  );
}
