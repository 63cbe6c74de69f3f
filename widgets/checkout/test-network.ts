import { waitFor } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { resetSettings } from '../../core/settings/settings';
import { createCheckoutElement } from './checkout.element';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';

// Test-only: the checkout component tests' network (a stubbed fetch that records each call and
// answers with the handler's value: a Response as is, anything else as JSON) and page.

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export type Handler = (call: Call) => unknown;

/**
 * Stubs fetch for the test; answers the calls made, in order.
 *
 * @example const calls = serve((call) => (call.path === '/cart/coupon/remove' ? {} : new Response('{}', { status: 404 })));
 */
export function serve(handler: Handler): Call[] {
  return serveFetch(async (request): Promise<Call> => {
    const text = await request.text();
    return {
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }, handler);
}

/**
 * A checkout page as the server writes it (settings tag, body classes, the tag around its
 * fallback), parsed from a template like a page load; resolves once the stepper is drawn.
 * `page` adds page-wide settings (country, locale …).
 *
 * @example await showCheckoutPage(checkoutSettings('KR'), '', { country: 'KR', locale: 'ko_KR' })
 */
export function showCheckoutPage(
  checkout: Record<string, unknown>,
  bodyClass = '',
  page: Record<string, unknown> = {},
): Promise<void> {
  history.replaceState(null, '', '/cart/checkout');
  printSettings({
    memberFee: 100,
    ...page,
    checkout,
  });
  document.body.className = bodyClass;
  const template = document.createElement('template');
  template.innerHTML =
    '<rove-checkout order-id="100001"><p>Checkout needs JavaScript.</p></rove-checkout>';
  document.body.replaceChildren(template.content);
  return waitFor(() => expect(document.querySelector('.rove-checkout__step')).not.toBeNull());
}

/**
 * Registers <rove-checkout> once for the file and gives each test a clean page: no saved form,
 * fresh settings and log, real timers, an empty body.
 *
 * @example setupCheckoutTestPage(); // at the top of a component test file
 */
export function setupCheckoutTestPage(): void {
  beforeAll(() => {
    if (!customElements.get('rove-checkout'))
      customElements.define('rove-checkout', createCheckoutElement());
  });
  beforeEach(() => {
    sessionStorage.clear();
    resetSettings();
    resetLogOnce();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });
}
