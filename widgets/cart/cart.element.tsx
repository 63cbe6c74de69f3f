import { useMemo } from 'react';
import { safeUrl } from '../../core/sanitize/safe-url';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { KeepServerFallback } from '../shared/element/KeepServerFallback';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { Cart } from './Cart';
import type { CartView } from './cart-api';
import { readCartPage } from './cart-page';
import cartCss from './cart.css?raw';
import { processingEstimateText } from './cart.logic';
import { useCart, type UseCartOptions } from './useCart';

/** Attributes of <rove-cart> (none: the cart comes from settings.cartPage; see README.md). */
export type CartAttributes = ElementProps;

/** The cart, joined to its hook; also what the component tests and stories mount. */
export function ConnectedCart(props: Omit<UseCartOptions, 'initial'> & { initial: CartView }) {
  const cart = useCart(props);
  const { basePath, locale } = getSettings();
  useDropServerFallback(props.container, 'rove-cart');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <Cart
      lines={cart.lines}
      totals={cart.state.server.totals}
      coupon={cart.state.server.coupon}
      currency={cart.state.server.currency}
      locale={locale}
      status={cart.state.status}
      error={cart.state.error}
      processing={processingEstimateText(cart.estimate, locale)}
      terms={cart.terms}
      busy={cart.busy}
      homeHref={basePath}
      safeHref={(url) => safeUrl(url, { origin })}
      onChange={cart.change}
      onRemove={cart.remove}
      onRetry={cart.retry}
      onRemoveCoupon={cart.removeCoupon}
      onCheckout={cart.checkout}
      onAgree={cart.agree}
      onCloseTerms={cart.closeTerms}
    />
  );
}

function CartElement({ container, restoreFallback }: CartAttributes) {
  const initial = useMemo(
    () =>
      readCartPage(getSettings().extra['cartPage'], {
        key: 'cart:settings',
        missing: '<rove-cart> needs settings.cartPage; the server markup stays',
        invalid: (issue) => `settings.cartPage ignored: ${issue}; the server markup stays`,
      }),
    [],
  );
  if (!initial) return <KeepServerFallback restoreFallback={restoreFallback} />;
  return <ConnectedCart initial={initial} container={container} />;
}

/** The <rove-cart> element class (no side effects: define.ts registers it). */
export function createCartElement(): CustomElementConstructor {
  return createRoveElement<CartAttributes>('rove-cart', CartElement, {
    props: {},
    styles: { 'rove-cart': cartCss },
  });
}
