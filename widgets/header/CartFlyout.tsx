import { Modal, type CloseReason } from '../shared/overlays/Modal';

export interface CartFlyoutProps {
  open: boolean;
  count: number;
  href: string;
  title: string;
  /** 'N items in your cart' or 'Your cart is empty'. */
  summary: string;
  viewCartLabel: string;
  closeLabel: string;
  returnFocusTo?: HTMLElement | null;
  onClose: (reason: CloseReason) => void;
}

/**
 * The cart flyout: a dialog over a dimmed backdrop with the cart's item count and a link to the
 * cart page. Props only; the header decides when it opens and whether a close is allowed.
 */
export function CartFlyout(props: CartFlyoutProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      label={props.title}
      heading={{ className: 'rove-cart-flyout__title' }}
      closeLabel={props.closeLabel}
      returnFocusTo={props.returnFocusTo ?? null}
      className="rove-cart-flyout"
    >
      <p className="rove-cart-flyout__summary" data-count={props.count}>
        {props.summary}
      </p>
      <a className="rove-cart-flyout__link rove-filled-button" href={props.href}>
        {props.viewCartLabel}
      </a>
    </Modal>
  );
}
