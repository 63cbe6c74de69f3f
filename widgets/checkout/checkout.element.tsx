import { useMemo } from 'react';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { KeepServerFallback } from '../shared/element/KeepServerFallback';
import { useAnnounceOverlay } from '../shared/overlays/use-announce-overlay';
import paymentCss from './payment/payment.css?raw';
import checkoutCss from './checkout.css?raw';
import { isCheckoutActive } from './checkout-page.logic';
import { readCheckoutConfig } from './checkout-config';
import { ConnectedCheckout } from './ConnectedCheckout';
import { ReviewActions } from './ReviewActions';

/** Attributes of <rove-checkout> (see README.md). */
export interface CheckoutAttributes extends ElementProps {
  /** 'review' on the review page: only the action pane moves; anything else is the checkout. */
  view?: string;
  /** The order id; the settings' `checkout.orderId` wins (it comes with the order's data). */
  orderId?: number;
}

function CheckoutElement({ view, container, restoreFallback, serverNodes }: CheckoutAttributes) {
  const settings = getSettings();
  const config = useMemo(
    () => readCheckoutConfig(settings.extra['checkout'], settings.country, settings.currency),
    [settings],
  );
  const active = isCheckoutActive(location.href);
  // A shopper paying is not interrupted: popups wait while the checkout is on the page.
  useAnnounceOverlay('checkout', active);
  // Nothing runs on the complete page (spec/checkout.md §2).
  if (!active) return <KeepServerFallback restoreFallback={restoreFallback} />;
  if (view === 'review' || settings.flags.checkoutReview)
    return <ReviewActions container={container} restoreFallback={restoreFallback} />;
  if (!config.ok) {
    logOnce(
      'warn',
      'checkout:settings',
      `<rove-checkout> has no usable settings: ${config.reason}`,
    );
    return <KeepServerFallback restoreFallback={restoreFallback} />;
  }
  return (
    <ConnectedCheckout config={config.config} container={container} serverNodes={serverNodes} />
  );
}

/** The <rove-checkout> element class (no side effects: define.ts registers it). */
export function createCheckoutElement(): CustomElementConstructor {
  return createRoveElement<CheckoutAttributes>('rove-checkout', CheckoutElement, {
    props: { view: 'string', orderId: 'number' },
    styles: { 'rove-checkout': checkoutCss, 'rove-payment': paymentCss },
  });
}
