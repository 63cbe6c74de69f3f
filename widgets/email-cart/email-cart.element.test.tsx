// @vitest-environment happy-dom
/**
 * <rove-email-cart> as a host page sees it: settings.cartPage in; the disclosure, the form,
 * the request and rove:email-cart-sent out. Runs under React and again under preact/compat.
 */
import { describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../core/bus';
import { CHAIR, SOFA, cartOf } from '../cart/fixtures';
import { createEmailCartElement } from './email-cart.element';
import { heldFetch } from '../../tests/helpers/stalled-fetch';
import { jsonCall, serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
import { typeInto } from '../shared/testing/type-into';
// A Korean page's texts, in place as a Korean page has them before any element
// (core/i18n/page-texts.ts): the ko_KR test below reads them; other pages never do.
import '../../core/i18n/ko';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

function serve(handler: (call: Call) => unknown) {
  return serveFetch(
    async (request): Promise<Call> => ({ method: request.method, ...(await jsonCall(request)) }),
    handler,
  );
}

const CART = { ...cartOf([CHAIR, SOFA]), cart_id: 'c-77' };

function page(settings: Record<string, unknown> = { cartPage: CART }) {
  printSettings({ basePath: '/', ...settings });
  document.body.replaceChildren(document.createElement('rove-email-cart'));
}

const waitFor = vi.waitFor;
const toggle = () => document.querySelector<HTMLButtonElement>('.rove-email-cart__toggle');
const form = () => document.querySelector<HTMLFormElement>('.rove-email-cart__form');
const inputs = () => [...document.querySelectorAll<HTMLInputElement>('.rove-email-cart__input')];
const addButton = () => document.querySelector<HTMLButtonElement>('.rove-email-cart__add');
const submitButton = () => document.querySelector<HTMLButtonElement>('.rove-email-cart__submit');

async function openForm() {
  await waitFor(() => expect(toggle()).toBeTruthy());
  toggle()?.click();
  await waitFor(() => expect(form()?.hidden).toBe(false));
}

async function fill(values: string[]) {
  for (let index = 1; index < values.length; index += 1) {
    const before = inputs().length;
    if (before <= index) {
      addButton()?.click();
      await waitFor(() => expect(inputs()).toHaveLength(before + 1));
    }
  }
  values.forEach((value, index) => typeInto(inputs()[index] as HTMLInputElement, value));
  await waitFor(() => expect(inputs().map((input) => input.value)).toEqual(values));
}

setUpElementTests({ 'rove-email-cart': createEmailCartElement });

describe('<rove-email-cart>', () => {
  it('is a disclosure: EMAIL MY CART opens the form, CANCEL closes it', async () => {
    serve(() => ({ ok: true }));
    page();
    await waitFor(() => expect(toggle()?.textContent).toBe('EMAIL MY CART'));
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle()?.getAttribute('aria-controls')).toBe(form()?.id);
    expect(form()?.hidden).toBe(true);
    toggle()?.click();
    await waitFor(() => expect(toggle()?.textContent).toBe('CANCEL'));
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true');
    expect(form()?.hidden).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(inputs()[0]));
  });

  it('adds inputs up to 3, then the add button is gone; typed addresses survive closing', async () => {
    serve(() => ({ ok: true }));
    page();
    await openForm();
    await fill(['a@rove.shop', 'b@rove.shop', 'c@rove.shop']);
    expect(addButton()).toBeNull();
    expect(document.querySelectorAll('.rove-email-cart__remove')).toHaveLength(2);
    toggle()?.click();
    await waitFor(() => expect(form()?.hidden).toBe(true));
    toggle()?.click();
    await waitFor(() => expect(form()?.hidden).toBe(false));
    expect(inputs().map((input) => input.value)).toEqual([
      'a@rove.shop',
      'b@rove.shop',
      'c@rove.shop',
    ]);
    document.querySelector<HTMLButtonElement>('.rove-email-cart__remove')?.click();
    await waitFor(() => expect(inputs()).toHaveLength(2));
    expect(addButton()).toBeTruthy();
  });

  it('marks an invalid address on its field and sends nothing', async () => {
    const calls = serve(() => ({ ok: true }));
    page();
    await openForm();
    await fill(['ana@rove.shop', 'not-an-address']);
    form()?.requestSubmit();
    await waitFor(() => expect(inputs()[1]?.getAttribute('aria-invalid')).toBe('true'));
    const described = inputs()[1]?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter a valid email address.');
    expect(inputs()[0]?.hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(inputs()[1]));
    expect(calls).toEqual([]);
  });

  it('asks for at least one address when all are blank', async () => {
    const calls = serve(() => ({ ok: true }));
    page();
    await openForm();
    form()?.requestSubmit();
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'Enter at least one email address.',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('posts the addresses (blanks ignored), body, subscribe and the cart once, then EMAIL SENT!', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = serve(() => gate.then(() => ({ ok: true })));
    const events: unknown[] = [];
    document.addEventListener('rove:email-cart-sent', (event) =>
      events.push((event as CustomEvent).detail),
    );
    page();
    await openForm();
    await fill(['ana@rove.shop', '', 'bo@rove.shop']);
    typeInto(document.querySelector('textarea') as HTMLTextAreaElement, 'Our sofa?');
    document.querySelector<HTMLInputElement>('input[name="subscribe"]')?.click();
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[name="subscribe"]')?.checked).toBe(
        true,
      ),
    );
    form()?.requestSubmit();
    await waitFor(() => expect(submitButton()?.textContent).toBe('Sending…'));
    expect(submitButton()?.disabled).toBe(true);
    form()?.requestSubmit();
    release();
    await waitFor(() => expect(submitButton()?.textContent).toBe('EMAIL SENT!'));
    expect(submitButton()?.disabled).toBe(true);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Email sent. Your cart is on its way.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/klaviyo/email-myself' });
    expect(calls[0]?.body).toEqual({
      emails: ['ana@rove.shop', 'bo@rove.shop'],
      body: 'Our sofa?',
      subscribe: true,
      cart_id: 'c-77',
      currency: 'USD',
      products: [
        { id: CHAIR.nid, sku: CHAIR.model, title: CHAIR.title, url: CHAIR.url, qty: 1, price: 699 },
        { id: SOFA.nid, sku: SOFA.model, title: SOFA.title, url: SOFA.url, qty: 2, price: 2729 },
      ],
    });
    expect(events).toEqual([{ recipients: 2, subscribe: true }]);
  });

  it.each([
    ['a server error', () => new Response('{}', { status: 500 })],
    ['a network failure', () => new TypeError('Failed to fetch')],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('still reads EMAIL SENT! after %s', async (_name, reply) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = serve(reply);
    page();
    await openForm();
    await fill(['ana@rove.shop']);
    form()?.requestSubmit();
    await waitFor(() => expect(submitButton()?.textContent).toBe('EMAIL SENT!'));
    expect(submitButton()?.disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('leaving the page mid-send aborts the call and announces nothing', async () => {
    const { fetch, signals, answers } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const sent = vi.fn();
    const off = on('email-cart-sent', sent);
    page();
    await openForm();
    emit('cart-changed', { count: 4 }); // the cart is read again first: both calls go in one run
    await fill(['ana@rove.shop']);
    form()?.requestSubmit();
    await waitFor(() => expect(signals).toHaveLength(1));
    document.querySelector('rove-email-cart')?.remove();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    answers[0]?.(Response.json(cartOf([CHAIR])));
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Whatever the run asked after the read went with its signal, aborted too.
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    off();
  });

  it('re-reads the cart before sending once the cart page changed it', async () => {
    const calls = serve((call) =>
      call.path === '/cart/view' ? cartOf([{ ...CHAIR, qty: 4 }]) : { ok: true },
    );
    page();
    await openForm();
    emit('cart-changed', { count: 4 });
    await fill(['ana@rove.shop']);
    form()?.requestSubmit();
    await waitFor(() => expect(submitButton()?.textContent).toBe('EMAIL SENT!'));
    expect(calls.map((call) => call.path)).toEqual(['/cart/view', '/klaviyo/email-myself']);
    expect(calls[1]?.body?.['products']).toEqual([
      { id: CHAIR.nid, sku: CHAIR.model, title: CHAIR.title, url: CHAIR.url, qty: 4, price: 699 },
    ]);
  });

  it('sends without products (and says so once) when settings.cartPage is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = serve(() => ({ ok: true }));
    page({});
    await openForm();
    await fill(['ana@rove.shop']);
    form()?.requestSubmit();
    await waitFor(() => expect(submitButton()?.textContent).toBe('EMAIL SENT!'));
    expect(calls[0]?.body).toMatchObject({ products: [], cart_id: null });
    expect(warn.mock.calls.some(([line]) => String(line).startsWith('[rove]'))).toBe(true);
  });

  it('shows Korean on a ko_KR page, the specification’s capitals in Korean too', async () => {
    serve(() => ({ ok: true }));
    page({ country: 'KR', locale: 'ko_KR' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await waitFor(() => expect(toggle()?.textContent).toBe('장바구니 이메일로 보내기'));
    await openForm();
    expect(toggle()?.textContent).toBe('취소');
    expect(document.querySelector('label')?.textContent).toBe('이메일 1');
  });
});
