import { CoverageButton, type CoverageButtonProps } from '../shared/whats-covered/CoverageButton';
import type { ProtectionOffer } from './protection.logic';
import { usePageId } from '../shared/element/use-page-id';

export interface ProtectionOffersProps {
  offers: readonly ProtectionOffer[];
  /** The chosen offer id; '' is 'No protection'. */
  chosen: string;
  /** The offers shown are the previous model's while the chosen model's are on the way. */
  busy: boolean;
  /** Each offer's cost as the page shows prices. */
  costs: Readonly<Record<string, string>>;
  text: { legend: string; none: string };
  onChoose: (id: string) => void;
  /** "What's covered": the provider's terms for the chosen model, and the dialog's texts. */
  coverage: Pick<CoverageButtonProps, 'request' | 'text'>;
}

/**
 * 'Add protection' as a radio group on native radios ('No protection' first and chosen by
 * default), each offer with its cost, and the "What's covered" button that opens the terms.
 */
export function ProtectionOffers(props: ProtectionOffersProps) {
  const name = usePageId();
  const options = [{ id: '', label: props.text.none, cost: '' }].concat(
    props.offers.map((offer) => ({
      id: offer.id,
      label: offer.title,
      cost: props.costs[offer.id] ?? '',
    })),
  );
  return (
    <div className="rove-buybox__protection">
      <fieldset
        role="radiogroup"
        className="rove-plain-fieldset rove-buybox__protection-group"
        disabled={props.busy}
        aria-busy={props.busy || undefined}
      >
        <legend className="rove-buybox__group-label">{props.text.legend}</legend>
        {options.map((option) => (
          <label key={option.id} className="rove-buybox__protection-option">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === props.chosen}
              onChange={() => props.onChoose(option.id)}
            />
            <span>{option.label}</span>
            {option.cost && <span className="rove-buybox__protection-cost">{option.cost}</span>}
          </label>
        ))}
      </fieldset>
      <CoverageButton className="rove-buybox__link rove-text-button" {...props.coverage} />
    </div>
  );
}
