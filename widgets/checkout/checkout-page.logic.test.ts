import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../core/i18n/checkout';
import { translate } from '../../core/i18n/translate';
import {
  isCheckoutActive,
  isMobileCheckout,
  MOBILE_CHECKOUT_MAX_WIDTH,
} from './checkout-page.logic';
import {
  CHECKOUT_EXPIRY_MODAL_MS,
  PAYMENT_ERROR_DISPLAY_MS,
  QUOTE_CHECK_INTERVAL_MS,
  QUOTE_DELAY_MS,
  SHIPPING_RECALCULATION_DELAY_MS,
  TIMING_POPUP_DELAY_MS,
} from './timings';

describe('checkout page (spec/checkout.md §2)', () => {
  it.each<[string, boolean]>([
    ['/cart/checkout', true],
    ['https://shop.example/cart/checkout/review', true],
    ['/cart/checkout/complete', false],
    ['/cart/checkout?step=complete', false],
  ])('%s runs the checkout: %s', (url, active) => {
    expect(isCheckoutActive(url)).toBe(active);
  });

  it('is mobile up to 426 px', () => {
    expect(MOBILE_CHECKOUT_MAX_WIDTH).toBe(426);
    expect(isMobileCheckout(426)).toBe(true);
    expect(isMobileCheckout(427)).toBe(false);
  });
});

describe('timings (spec/checkout.md §9)', () => {
  it('keeps the specification values', () => {
    expect({
      QUOTE_DELAY_MS,
      QUOTE_CHECK_INTERVAL_MS,
      SHIPPING_RECALCULATION_DELAY_MS,
      TIMING_POPUP_DELAY_MS,
      PAYMENT_ERROR_DISPLAY_MS,
      CHECKOUT_EXPIRY_MODAL_MS,
    }).toEqual({
      QUOTE_DELAY_MS: 600,
      QUOTE_CHECK_INTERVAL_MS: 500,
      SHIPPING_RECALCULATION_DELAY_MS: 1000,
      TIMING_POPUP_DELAY_MS: 1_500_000,
      PAYMENT_ERROR_DISPLAY_MS: 4000,
      CHECKOUT_EXPIRY_MODAL_MS: 300_000,
    });
  });
});

describe('messages added for the checkout (core/i18n/checkout)', () => {
  it("logs ajax failures as the specification's 'Erroneous request.'", () => {
    expect(translate(checkoutMessages, 'erroneousRequest')).toBe('Erroneous request.');
  });
});
