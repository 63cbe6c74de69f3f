// @vitest-environment happy-dom
/**
 * <rove-checkout> as a host page sees it: settings and server markup in; the checkout, the
 * kept fallback or the moved review pane out.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutElement } from './checkout.element';
import { checkoutSettings } from './fixtures';
import { printSettings } from '../../tests/helpers/page-settings';
import { appears } from '../shared/testing/appears';
import { setUpElementTests } from '../shared/testing/element-tests';

function page(path: string, settings: object, markup: string, bodyClass = '') {
  history.replaceState(null, '', path);
  printSettings(settings);
  document.body.className = bodyClass;
  const template = document.createElement('template');
  template.innerHTML = markup;
  document.body.replaceChildren(template.content);
}

const FALLBACK =
  '<rove-checkout order-id="100001"><p class="checkout-fallback">Checkout needs JavaScript.</p></rove-checkout>';

const REVIEW = `<rove-checkout view="review" order-id="100001">
  <div class="checkout-review__layout">
    <section class="checkout-review__details">Details</section>
    <section class="checkout-summary">Summary</section>
  </div>
  <div class="checkout-review__actions" id="review-actions"><button type="submit">Submit order</button></div>
</rove-checkout>`;

function media(matches: boolean) {
  const listeners: (() => void)[] = [];
  const list = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set(value: boolean) {
      list.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
}

setUpElementTests({ 'rove-checkout': createCheckoutElement });

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })),
  );
});

describe('<rove-checkout>', () => {
  it('renders the steps from the settings', async () => {
    page('/cart/checkout', { checkout: checkoutSettings('US') }, FALLBACK);
    await vi.waitFor(() =>
      expect(document.querySelector('rove-checkout input[type="email"]')).not.toBeNull(),
    );
    const names = [...document.querySelectorAll('.rove-checkout__step-name')].map(
      (node) => node.textContent,
    );
    expect(names).toEqual(['Account', 'Membership', 'Address', 'Protection', 'Payment']);
    expect(document.querySelector('.checkout-fallback')).toBeNull();
  });

  it('keeps what was typed before the task ends, so a reload right after loses nothing', async () => {
    page('/cart/checkout', { checkout: checkoutSettings('US') }, FALLBACK);
    const email = await appears(() =>
      document.querySelector<HTMLInputElement>('rove-checkout input[type="email"]'),
    );
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      email,
      'quick@example.com',
    );
    // No frame before the page goes (a reload right after the key): effects that wait for a
    // paint never run.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    email.dispatchEvent(new InputEvent('input', { bubbles: true }));
    // The renderer's turn (a microtask), and nothing after it: a reload may come next.
    await Promise.resolve();
    await Promise.resolve();
    const saved = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(saved.some((value) => value.includes('quick@example.com'))).toBe(true);
    vi.unstubAllGlobals();
  });

  it('shows the server markup again in its first render and the steps a turn later', async () => {
    // One ~70 ms task on a phone became two (issue 22): the server's markup holds the place.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const element = document.querySelector('rove-checkout');
      const now = element?.querySelector('input[type="email"]')
        ? 'steps'
        : element?.querySelector('.checkout-fallback')
          ? 'server markup'
          : 'empty';
      if (seen.at(-1) !== now) seen.push(now);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    page('/cart/checkout', { checkout: checkoutSettings('US') }, FALLBACK);
    await vi.waitFor(() => expect(seen.at(-1)).toBe('steps'));
    observer.disconnect();
    expect(seen.slice(seen.indexOf('server markup'))).toEqual(['server markup', 'steps']);
    expect(document.querySelector('rove-checkout .checkout-fallback')).toBeNull();
  });

  it('keeps the server markup without usable settings, with one [rove] warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page('/cart/checkout', { checkout: { orderId: 'x' } }, FALLBACK);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(document.querySelector('rove-checkout .checkout-fallback')).not.toBeNull(),
    );
    expect(String(warn.mock.calls[0]?.[0])).toContain('[rove]');
  });

  it('does nothing on a URL containing complete', async () => {
    page('/cart/checkout/complete', { checkout: checkoutSettings('US') }, FALLBACK);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await vi.waitFor(() =>
      expect(document.querySelector('rove-checkout .checkout-fallback')).not.toBeNull(),
    );
    expect(document.querySelector('rove-checkout input')).toBeNull();
  });

  it('review: keeps the page and moves the action pane by screen size', async () => {
    const screen = media(false);
    page('/cart/checkout/review', {}, REVIEW, 'page-cart-checkout-review');
    await vi.waitFor(() =>
      expect(document.querySelector('.checkout-summary #review-actions')).not.toBeNull(),
    );
    const actions = document.getElementById('review-actions')!;
    expect(actions.classList.contains('rove-checkout__review-actions--docked')).toBe(true);
    screen.set(true);
    expect(document.querySelector('.checkout-summary #review-actions')).toBeNull();
    expect(document.querySelector('.checkout-review__layout + #review-actions')).not.toBeNull();
    expect(document.body.textContent).toContain('Submit order');
  });
});
