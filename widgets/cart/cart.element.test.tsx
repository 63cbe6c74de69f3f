// @vitest-environment happy-dom
/**
 * <rove-cart> as the /cart page sees it: settings.cartPage and the server's fallback in; DOM,
 * ARIA, bus/DOM events and the header count out; calls on the network (fetch mocked, fake
 * timers for the 700 ms batch). Runs under React and again under preact/compat.
 */
import { screen } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../core/bus';
import { createCartCountElement } from '../cart-count/cart-count.element';
import type { CartView } from './cart-api';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { ConnectedCart, createCartElement } from './cart.element';
import { CHAIR, SECTIONAL, SOFA, cartOf, withQuantities } from './fixtures';
import { heldFetch } from '../../tests/helpers/stalled-fetch';
import { jsonCall, serveFetch, type JsonCall } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
import { typeInto } from '../shared/testing/type-into';

/** fetch answering like the demo host: each call's reply from the handler. */
const serve = (handler: (call: JsonCall) => unknown) => serveFetch(jsonCall, handler);

/** A server holding a cart: /cart/update applies the batch and answers the cart. */
function cartServer(start: CartView) {
  let cart = start;
  return serve((call) => {
    if (call.path === '/cart/update') {
      const { lines } = call.body as { lines: { nid: number; model: string; qty: number }[] };
      cart = withQuantities(
        cart,
        Object.fromEntries(lines.map((l) => [`${l.nid}:${l.model}`, l.qty])),
      );
      return cart;
    }
    if (call.path === '/cart/coupon/remove') {
      cart = {
        ...cart,
        coupon: null,
        totals: { ...cart.totals, discount: 0, total: cart.totals.subtotal },
      };
      return cart;
    }
    if (call.path === '/cart/custom-terms') {
      cart = { ...cart, customTermsAgreed: true };
      return cart;
    }
    return new Response('{}', { status: 404 });
  });
}

function page(
  cartPage: unknown,
  fallback = '<table class="cart-table"><tr><td>Server row</td></tr></table>',
) {
  history.replaceState(null, '', '/cart');
  printSettings({
    basePath: '/',
    cart: {
      count: cartPage && typeof cartPage === 'object' && 'count' in cartPage ? cartPage.count : 0,
    },
    cartPage,
  });
  const template = document.createElement('template');
  template.innerHTML =
    '<header><rove-cart-count><a href="/cart">Cart</a></rove-cart-count></header>' +
    `<rove-cart>${fallback}</rove-cart>`;
  document.body.replaceChildren(template.content);
}

const element = () => document.querySelector('rove-cart') as HTMLElement;
const status = () => element().querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => element().querySelector('[role="alert"]')?.textContent ?? '';
const button = (name: string) =>
  [...element().querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  ) as HTMLButtonElement | undefined;
const qtyInput = (title: string) =>
  element().querySelector<HTMLInputElement>(`input[aria-label="Quantity of ${title}"]`);
const total = () => element().querySelector('.rove-cart__total dd')?.textContent;
const counterLabel = () => document.querySelector('rove-cart-count a')?.getAttribute('aria-label');

async function click(target: HTMLElement | undefined) {
  if (!target) throw new Error('no such control');
  await act(async () => {
    target.click();
  });
}

/**
 * Lets the element mount and subscribe. preact/compat subscribes useSyncExternalStore in an
 * effect that runs after paint (requestAnimationFrame, or a 35 ms timeout), both faked here.
 */
async function mounted() {
  await idle(50);
}

async function idle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** What the test element mounts: ConnectedCart with a fake navigation and viewport. */
const harness = { cart: cartOf([]), navigate: vi.fn(), width: 1280 };
function HarnessCart({ container }: ElementProps) {
  return (
    <ConnectedCart
      initial={harness.cart}
      container={container}
      navigate={(url) => harness.navigate(url)}
      viewportWidth={() => harness.width}
    />
  );
}

setUpElementTests({
  'rove-cart': createCartElement,
  'rove-cart-harness': () =>
    createRoveElement<ElementProps>('rove-cart-harness', HarnessCart, { props: {}, styles: {} }),
  'rove-cart-count': createCartCountElement,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<rove-cart>', () => {
  it('replaces the server table with labelled lines, totals and the processing estimate', async () => {
    cartServer(cartOf([CHAIR, SOFA]));
    page(cartOf([CHAIR, SOFA]));
    await mounted();
    expect(element().textContent).not.toContain('Server row');
    expect(element().querySelectorAll('.rove-cart__line')).toHaveLength(2);
    const chair = qtyInput(CHAIR.title);
    expect(chair?.value).toBe('1');
    expect(chair?.min).toBe('1');
    expect(chair?.max).toBe('10');
    expect(button(`Decrease quantity of ${CHAIR.title}`)?.disabled).toBe(true);
    expect(button(`Increase quantity of ${CHAIR.title}`)?.disabled).toBe(false);
    expect(total()).toBe('$6,555'); // 699 + 2 × 2729 + 2 × 199
    expect(element().textContent).toContain('Estimated processing time: 1-5 business days');
    expect(element().textContent).toContain('5-Year Protection, $199 each');
    expect(counterLabel()).toBe('Cart, 3 items');
  });

  it('plus twice sends one update with the final quantity after 700 ms; totals and the header follow', async () => {
    const calls = cartServer(cartOf([CHAIR, SOFA]));
    page(cartOf([CHAIR, SOFA]));
    await mounted();
    const events: unknown[] = [];
    document.addEventListener('rove:cart-changed', (e) => events.push((e as CustomEvent).detail));
    await click(button(`Increase quantity of ${CHAIR.title}`));
    await click(button(`Increase quantity of ${CHAIR.title}`));
    expect(qtyInput(CHAIR.title)?.value).toBe('3');
    expect(element().querySelector('.rove-cart__line-total')?.textContent).toContain('$2,097');
    expect(status()).toBe('Saving…');
    await idle(699);
    expect(calls).toEqual([]);
    await idle(1);
    await idle(0);
    expect(calls).toEqual([
      { path: '/cart/update', body: { lines: [{ nid: CHAIR.nid, model: CHAIR.model, qty: 3 }] } },
    ]);
    expect(status()).toBe('Saved');
    expect(total()).toBe('$7,953');
    expect(counterLabel()).toBe('Cart, 5 items');
    // The new lines come along for tracking's added/removed diff.
    expect(events).toEqual([
      {
        count: 5,
        lines: [
          expect.objectContaining({ nid: 1001, qty: 3 }),
          expect.objectContaining({ nid: 1101, qty: 2 }),
        ],
      },
    ]);
  });

  it('a change still waiting for the 700 ms goes at once when the shopper leaves the page', async () => {
    const calls = cartServer(cartOf([CHAIR, SOFA]));
    page(cartOf([CHAIR, SOFA]));
    await mounted();
    await click(button(`Increase quantity of ${CHAIR.title}`));
    await idle(200);
    expect(calls).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await idle(0);
    expect(calls).toEqual([
      { path: '/cart/update', body: { lines: [{ nid: CHAIR.nid, model: CHAIR.model, qty: 2 }] } },
    ]);
    // Nothing is sent twice when the idle time then runs out.
    await idle(700);
    expect(calls).toHaveLength(1);
  });

  it('leaving the page aborts the save on its way, and its answer is not announced', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const counts: number[] = [];
    const off = on('cart-changed', ({ count }) => counts.push(count));
    page(cartOf([CHAIR, SOFA]));
    await mounted();
    await click(button(`Increase quantity of ${CHAIR.title}`));
    await idle(700);
    expect(held.signal()?.aborted).toBe(false);
    element().remove();
    await idle(50);
    expect(held.signal()?.aborted).toBe(true);
    held.answer(
      Response.json(withQuantities(cartOf([CHAIR, SOFA]), { [`${CHAIR.nid}:${CHAIR.model}`]: 2 })),
    );
    await idle(50);
    expect(counts).toEqual([]);
    off();
  });

  it('takes a typed quantity, and disables plus at 10', async () => {
    const calls = cartServer(cartOf([CHAIR]));
    page(cartOf([CHAIR]));
    await mounted();
    const input = qtyInput(CHAIR.title);
    if (!input) throw new Error('no input');
    await act(async () => {
      typeInto(input, '10');
    });
    expect(button(`Increase quantity of ${CHAIR.title}`)?.disabled).toBe(true);
    await idle(700);
    await idle(0);
    expect(calls[0]?.body).toEqual({ lines: [{ nid: CHAIR.nid, model: CHAIR.model, qty: 10 }] });
  });

  it('shows a failure, keeps the quantities, and sends them again with the next change', async () => {
    let fail = true;
    const calls = serve((call) => {
      if (fail) return new Response('oops', { status: 500 });
      const { lines } = call.body as { lines: { nid: number; model: string; qty: number }[] };
      return withQuantities(
        cartOf([CHAIR, SOFA]),
        Object.fromEntries(lines.map((l) => [`${l.nid}:${l.model}`, l.qty])),
      );
    });
    page(cartOf([CHAIR, SOFA]));
    await mounted();
    await click(button(`Increase quantity of ${CHAIR.title}`));
    await idle(700);
    await idle(0);
    expect(alertText()).toContain('We couldn’t save your changes.');
    expect(qtyInput(CHAIR.title)?.value).toBe('2');
    fail = false;
    await click(button(`Decrease quantity of ${SOFA.title}`));
    await idle(700);
    await idle(0);
    expect(calls[1]?.body).toEqual({
      lines: [
        { nid: CHAIR.nid, model: CHAIR.model, qty: 2 },
        { nid: SOFA.nid, model: SOFA.model, qty: 1 },
      ],
    });
    expect(alertText()).toBe('');
    expect(status()).toBe('Saved');
  });

  it('removes lines, down to the empty cart', async () => {
    const calls = cartServer(cartOf([CHAIR]));
    page(cartOf([CHAIR]));
    await mounted();
    await click(button(`Remove ${CHAIR.title}`));
    await idle(0);
    expect(calls[0]?.body).toEqual({ lines: [{ nid: CHAIR.nid, model: CHAIR.model, qty: 0 }] });
    expect(element().textContent).toContain('Your cart is empty.');
    expect(element().querySelector('a.rove-cart__secondary')?.getAttribute('href')).toBe('/');
    expect(counterLabel()).toBe('Cart, 0 items');
  });

  it('removes the coupon', async () => {
    const calls = cartServer(
      cartOf([CHAIR], { coupon: { code: 'ROVE10', title: '10% off your order' } }),
    );
    page(cartOf([CHAIR], { coupon: { code: 'ROVE10', title: '10% off your order' } }));
    await mounted();
    expect(element().textContent).toContain('Coupon ROVE10');
    expect(total()).toBe('$629');
    const heard: unknown[] = [];
    document.addEventListener('rove:coupon-changed', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    await click(button('Remove coupon'));
    await idle(0);
    expect(calls.map((c) => c.path)).toEqual(['/cart/coupon/remove']);
    expect(heard).toEqual([{ action: 'remove', code: 'ROVE10', total: 699 }]);
    expect(element().textContent).not.toContain('Coupon ROVE10');
    expect(total()).toBe('$699');
  });

  it('shows the empty cart', async () => {
    page(cartOf([]), '<p>Your cart is empty.</p>');
    await mounted();
    expect(element().querySelector('.rove-cart--empty')).not.toBeNull();
  });

  it('keeps the server’s table when settings.cartPage is missing or malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page({ lines: 'nope' });
    await mounted();
    expect(element().textContent).toContain('Server row');
    expect(warn.mock.calls.flat().join(' ')).toContain('settings.cartPage ignored');
  });
});

describe('checkout and the custom-order terms', () => {
  function mount(cart: CartView, width: number) {
    cartServer(cart);
    history.replaceState(null, '', '/cart');
    printSettings({ basePath: '/' });
    const navigate = vi.fn();
    Object.assign(harness, { cart, navigate, width });
    document.body.innerHTML = '<rove-cart-harness></rove-cart-harness>';
    return navigate;
  }

  async function mountAndWait(cart: CartView, width: number) {
    const navigate = mount(cart, width);
    await mounted();
    return navigate;
  }

  it('goes straight to /cart/checkout without custom lines', async () => {
    const navigate = await mountAndWait(cartOf([CHAIR]), 1280);
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    expect(navigate).toHaveBeenCalledWith('/cart/checkout');
  });

  it('sends unsent quantities before leaving for the checkout', async () => {
    const navigate = await mountAndWait(cartOf([CHAIR]), 1280);
    await click(screen.getByRole('button', { name: `Increase quantity of ${CHAIR.title}` }));
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    const calls = (fetch as unknown as { mock: { calls: [Request][] } }).mock.calls;
    expect(calls.map(([request]) => new URL(request.url).pathname)).toEqual(['/cart/update']);
    expect(navigate).toHaveBeenCalledWith('/cart/checkout');
  });

  it('on desktop asks for the terms in a modal, then records them and checks out', async () => {
    const navigate = await mountAndWait(cartOf([CHAIR, SECTIONAL]), 1280);
    expect(screen.getByText('Estimated processing time: 17-22 weeks')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    expect(navigate).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Custom-order terms' });
    expect(dialog.classList.contains('rove-cart__terms-modal')).toBe(true);
    // The cart stays behind the modal.
    expect(document.querySelector('.rove-cart__lines')).not.toBeNull();
    // Agreeing without the box ticked says why.
    await click(screen.getByRole('button', { name: 'Agree and check out' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please agree to the custom-order terms to continue.',
    );
    await click(screen.getByRole('checkbox', { name: 'I agree to the custom-order terms' }));
    await click(screen.getByRole('button', { name: 'Agree and check out' }));
    await idle(0);
    expect(navigate).toHaveBeenCalledWith('/cart/checkout');
  });

  it('on a phone replaces the cart view with the terms, with a way back', async () => {
    const navigate = await mountAndWait(cartOf([SECTIONAL]), 390);
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Custom-order terms' });
    expect(document.activeElement).toBe(heading);
    await click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    await click(screen.getByRole('checkbox', { name: 'I agree to the custom-order terms' }));
    await click(screen.getByRole('button', { name: 'Agree and check out' }));
    await idle(0);
    expect(navigate).toHaveBeenCalledWith('/cart/checkout');
  });

  it('skips the terms once agreed', async () => {
    const navigate = await mountAndWait(cartOf([SECTIONAL], { customTermsAgreed: true }), 1280);
    await click(screen.getByRole('button', { name: 'Checkout' }));
    await idle(0);
    expect(navigate).toHaveBeenCalledWith('/cart/checkout');
  });
});
