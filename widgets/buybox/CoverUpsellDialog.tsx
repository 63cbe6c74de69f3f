import { BusyButton } from '../shared/controls/BusyButton';
import { OnDemandDialog } from '../shared/overlays/OnDemandDialog';
import { BUYBOX_DIALOG_STYLES } from './dialog-styles';
import type { PriceLines } from './price.logic';
import type { OutdoorCover } from './product-extras';

export interface CoverUpsellDialogProps {
  cover: OutdoorCover;
  /** The cover's price, computed like the buy box's own (MEMBER price for members). */
  price: PriceLines;
  adding: boolean;
  failed: boolean;
  text: {
    title: string;
    intro: string;
    member: string;
    addCover: string;
    adding: string;
    noThanks: string;
    error: string;
    close: string;
  };
  returnFocusTo: HTMLElement | null;
  onAdd: () => void;
  onDismiss: () => void;
}

/** The outdoor-cover upsell: the cover's picture, name and price, add it or say no thanks. */
export function CoverUpsellDialog(props: CoverUpsellDialogProps) {
  const { cover, price, text } = props;
  return (
    <OnDemandDialog
      text={text}
      onClose={props.onDismiss}
      returnFocusTo={props.returnFocusTo}
      className="rove-upsell"
      styles={BUYBOX_DIALOG_STYLES}
    >
      <p className="rove-upsell__intro">{text.intro}</p>
      <div className="rove-upsell__product">
        {/* The name beside it says what the picture shows. */}
        {cover.image && <img src={cover.image} alt="" width="96" height="96" />}
        <div>
          <a className="rove-upsell__title" href={cover.url}>
            {cover.title}
          </a>
          <p className="rove-upsell__price">
            {price.member && <span className="rove-buybox__member">{text.member}</span>}{' '}
            {price.current}
          </p>
        </div>
      </div>
      <p className="rove-upsell__error" aria-live="polite">
        {props.failed ? text.error : ''}
      </p>
      <div className="rove-upsell__actions">
        <BusyButton
          type="button"
          busy={props.adding}
          className="rove-buybox__button rove-filled-button"
          onClick={props.onAdd}
        >
          {props.adding ? text.adding : text.addCover}
        </BusyButton>
        <button type="button" className="rove-upsell__no" onClick={props.onDismiss}>
          {text.noThanks}
        </button>
      </div>
    </OnDemandDialog>
  );
}
