import { translate, translatePlural } from '../../core/i18n/translate';
import { getSettings } from '../../core/settings/settings';
import { useCartCount } from '../cart-count/useCartCount';
import type { CloseReason } from '../shared/overlays/Modal';
import { CartFlyout } from './CartFlyout';
import { headerMessages } from '../../core/i18n/header';

export interface ConnectedCartFlyoutProps {
  open: boolean;
  returnFocusTo: HTMLElement | null;
  onClose: (reason: CloseReason) => void;
}

/** The flyout with the live cart count (the same bus events the header counter follows). */
export function ConnectedCartFlyout(props: ConnectedCartFlyoutProps) {
  const count = useCartCount();
  const { basePath, locale } = getSettings();
  return (
    <CartFlyout
      {...props}
      count={count}
      href={`${basePath}cart`}
      title={translate(headerMessages, 'cartTitle', locale)}
      summary={
        count === 0
          ? translate(headerMessages, 'cartEmpty', locale)
          : translatePlural(
              headerMessages,
              { one: 'cartItemsOne', other: 'cartItems' },
              count,
              locale,
            )
      }
      viewCartLabel={translate(headerMessages, 'viewCart', locale)}
      closeLabel={translate(headerMessages, 'close', locale)}
    />
  );
}
