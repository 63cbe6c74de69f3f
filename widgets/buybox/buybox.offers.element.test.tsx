// @vitest-environment happy-dom
/**
 * <rove-buybox>'s offers and page extras as a host page sees them: the outdoor-cover upsell,
 * protection offers and their coverage text, the final-sale message, sales_data and swatch
 * images. Runs under React and again under preact/compat.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettings } from '../../core/settings/settings';
import { createBuyboxElement } from './buybox.element';
import { buyboxDialogs } from './dialogs-on-demand';
import { OUTDOOR_COVER, SOFA } from './fixtures';
import { htmlReply, serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { appears } from '../shared/testing/appears';
import { setUpElementTests } from '../shared/testing/element-tests';

// happy-dom cannot run DOMPurify (core/sanitize/html fails closed there; its own tests run in
// Chromium). This stand-in strips scripts, so a test can tell that the text went through it.
const sanitizeHtml = vi.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
vi.mock('../../core/sanitize/html', () => ({ sanitizeHtml }));

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

type Reply = unknown | Response | Promise<unknown>;

function serve(handler: (call: Call) => Reply) {
  return serveFetch(
    async (request): Promise<Call> => {
      const url = new URL(request.url);
      return {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(await request.text())),
      };
    },
    async (call) => {
      const body = await handler(call);
      return typeof body === 'string' ? htmlReply(body) : body;
    },
  );
}

const offersFor = (model: string, cost = 99) => ({
  offers: [
    { id: '7-3y', title: '3-Year Protection', duration_months: 36, cost },
    { id: '7-5y', title: '5-Year Protection', duration_months: 60, cost: cost + 50 },
  ],
  model,
});

function page(settings: object = {}, search = '') {
  history.replaceState(null, '', `/product/sofa${search}`);
  printSettings({
    ...SOFA,
    product_title: 'Demo Sofa',
    ...settings,
  });
  const template = document.createElement('template');
  template.innerHTML = '<rove-buybox nid="7"><p>Server fallback</p></rove-buybox>';
  document.body.replaceChildren(template.content);
}

const waitFor = vi.waitFor;
const box = () => document.querySelector('rove-buybox') as HTMLElement;
const radio = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) =>
    input.closest('label')?.textContent?.includes(name),
  );
const button = (name: string | RegExp, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? ''),
  );
const dialog = () => document.querySelector('dialog');
const protectionGroup = () =>
  [...box().querySelectorAll('[role="radiogroup"]')].find((group) =>
    group.textContent?.startsWith('Add protection'),
  );
const cartCalls = (calls: Call[]) => calls.filter((call) => call.path === '/cart/add');

/** Every call held until the test answers it, with the signal it was sent with. */
function hold() {
  const held: { path: string; signal: AbortSignal; answer: (body: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: Request, init?: RequestInit) =>
        new Promise<Response>((resolve) =>
          held.push({
            path: new URL(input.url).pathname,
            signal: init?.signal as AbortSignal,
            answer: (body) => resolve(Response.json(body)),
          }),
        ),
    ),
  );
  return held;
}

/**
 * Lets replies and renders through while setTimeout is faked: they run on real macrotasks
 * (setImmediate, MessageChannel) that advancing the fake clock does not run.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Advances the fake clock, then lets what it started render. */
async function elapse(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

setUpElementTests({ 'rove-buybox': createBuyboxElement });

beforeAll(async () => {
  // The dialogs' chunk is fetched at the first press and has arrived well within the upsell's
  // 2 s on any network; here the fake clock runs ahead of the import, so it is fetched first and
  // the count alone decides when the upsell opens.
  await buyboxDialogs.load();
});

beforeEach(() => {
  sanitizeHtml.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outdoor-cover upsell', () => {
  /** Once add to cart is ready: the clock faked (the upsell waits 2 s), then one press. */
  async function pressAddToCartOnAFakeClock(): Promise<void> {
    await waitFor(() => expect(button('Add to cart')?.disabled).toBe(false));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button('Add to cart')?.click();
    await settle();
  }

  const cartReply = (call: Call) =>
    call.path === '/cart/add'
      ? { count: call.form['nid'] === '1011' ? 2 : 1, line: { ...call.form, nid: 1, qty: 1 } }
      : { offers: [] };

  it('opens 2 s after the first add-to-cart press and adds the cover', async () => {
    const calls = serve(cartReply);
    const added: unknown[] = [];
    const onAdded = (e: Event) => added.push((e as CustomEvent).detail);
    document.addEventListener('rove:cart-added', onAdded);
    page({ outdoor_cover: OUTDOOR_COVER });
    await pressAddToCartOnAFakeClock();
    await elapse(1500);
    expect(box().textContent).toContain('Added to cart');
    expect(dialog()).toBeNull();
    button('Add to cart')?.click(); // a second press does not restart the count
    await settle();
    await elapse(500);
    const upsell = dialog() as HTMLDialogElement;
    expect(upsell).not.toBeNull();
    vi.useRealTimers();

    const title = document.getElementById(upsell.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Keep it covered');
    expect(upsell.querySelector('a')?.textContent).toBe('Outdoor Lounge Chair Cover');
    expect(upsell.querySelector('.rove-upsell__price')?.textContent?.trim()).toBe('$129');
    expect(upsell.querySelector('img')?.getAttribute('alt')).toBe('');
    button('Add cover to cart', upsell)?.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(box().textContent).toContain('Outdoor Lounge Chair Cover added to cart');
    expect(cartCalls(calls).at(-1)?.form).toEqual({
      nid: '1011',
      model: 'RC1011-SGW-STD-BLK',
      qty: '1',
    });
    expect(added.at(-1)).toEqual({ nid: 1011, model: 'RC1011-SGW-STD-BLK', qty: 1, count: 2 });
    document.removeEventListener('rove:cart-added', onAdded);
  });

  it('keeps the dialog open with the error when the cover cannot be added; No thanks closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve((call) =>
      call.form['nid'] === '1011' ? new Response('no', { status: 409 }) : cartReply(call),
    );
    page({ outdoor_cover: OUTDOOR_COVER });
    const upsell = await openUpsell();
    button('Add cover to cart', upsell)?.click();
    await waitFor(() =>
      expect(upsell.querySelector('.rove-upsell__error')?.textContent).toBe(
        'An error has occurred.',
      ),
    );
    expect(dialog()).toBe(upsell);
    button('No thanks', upsell)?.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(box().textContent).not.toContain('Cover added');
  });

  it('is not offered when that add failed, and is offered after the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serve((call) =>
      call.path === '/cart/add' && fail ? new Response('down', { status: 503 }) : cartReply(call),
    );
    page({ outdoor_cover: OUTDOOR_COVER });
    await pressAddToCartOnAFakeClock();
    expect(box().textContent).toContain('An error has occurred.');
    await elapse(2500);
    expect(dialog()).toBeNull();
    fail = false;
    button('Add to cart')?.click();
    await settle();
    await elapse(2000);
    expect(dialog()).not.toBeNull();
  });

  /** Presses add to cart (answered at once) and waits the 2 s for the upsell to open. */
  async function openUpsell(): Promise<HTMLDialogElement> {
    await pressAddToCartOnAFakeClock();
    await elapse(2000);
    vi.useRealTimers();
    return waitFor(() => dialog() as HTMLDialogElement);
  }

  it('adds the cover once when it is pressed again while on its way', async () => {
    let release: () => void = () => {};
    const calls = serve((call) =>
      call.form['nid'] === '1011'
        ? new Promise((resolve) => (release = () => resolve(cartReply(call))))
        : cartReply(call),
    );
    page({ outdoor_cover: OUTDOOR_COVER });
    const upsell = await openUpsell();
    const add = button('Add cover to cart', upsell);
    // Twice in one task: under preact the button is not yet re-rendered as disabled.
    add?.click();
    add?.click();
    const covers = () => cartCalls(calls).filter((call) => call.form['nid'] === '1011');
    await waitFor(() => expect(covers()).toHaveLength(1));
    release();
    await waitFor(() => expect(dialog()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(covers()).toHaveLength(1);
  });

  it('aborts the cover on its way when the element leaves the page, and reports nothing', async () => {
    serve(cartReply);
    page({ outdoor_cover: OUTDOOR_COVER });
    const upsell = await openUpsell();
    const held = hold();
    const added = vi.fn();
    document.addEventListener('rove:cart-added', added);
    button('Add cover to cart', upsell)?.click();
    await waitFor(() => expect(held.map((call) => call.path)).toEqual(['/cart/add']));
    box().remove();
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    held[0]?.answer({ count: 2, line: { nid: 1011, model: 'RC1011-SGW-STD-BLK', qty: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(added).not.toHaveBeenCalled();
    document.removeEventListener('rove:cart-added', added);
  });

  it('stops its timer when the element leaves the page', async () => {
    serve(cartReply);
    page({ outdoor_cover: OUTDOOR_COVER });
    await pressAddToCartOnAFakeClock();
    await elapse(1000);
    expect(vi.getTimerCount()).toBe(1); // the upsell's
    box().remove();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    await elapse(3000);
    expect(dialog()).toBeNull();
  });

  it('offers nothing, once logged, when outdoor_cover is malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(cartReply);
    page({ outdoor_cover: { ...OUTDOOR_COVER, nid: 'x' } });
    await pressAddToCartOnAFakeClock();
    await elapse(3000);
    expect(dialog()).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rove\] settings\.outdoor_cover ignored: nid/),
    );
  });
});

describe('protection offers', () => {
  it('offers No protection (chosen) and each plan with its cost; the choice travels with add to cart', async () => {
    const added: unknown[] = [];
    const onAdded = (e: Event) => added.push((e as CustomEvent).detail);
    document.addEventListener('rove:cart-added', onAdded);
    const calls = serve((call) =>
      call.path === '/cart/add'
        ? { count: 1, line: { nid: 7, model: call.form['model'], qty: 1 } }
        : offersFor(call.form['model'] ?? ''),
    );
    page();
    const group = await appears(protectionGroup);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/ajax/uc_mulberry',
      query: {},
      form: { title: 'Demo Sofa', id: '7', model: 'RC1-PGV-86-WAL' },
    });
    expect([...group.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'No protection',
      '3-Year Protection$99',
      '5-Year Protection$149',
    ]);
    expect(radio('No protection', group)?.checked).toBe(true);
    radio('5-Year Protection', group)?.click();
    await waitFor(() => expect(radio('5-Year Protection', group)?.checked).toBe(true));
    button('Add to cart')?.click();
    await waitFor(() => expect(box().textContent).toContain('Added to cart'));
    expect(cartCalls(calls)[0]?.form).toEqual({
      nid: '7',
      model: 'RC1-PGV-86-WAL',
      qty: '1',
      protection: '7-5y',
    });
    expect(added.at(-1)).toMatchObject({ model: 'RC1-PGV-86-WAL', protection: '7-5y' });
    document.removeEventListener('rove:cart-added', onAdded);
  });

  it('ignores a reply for a model that is no longer chosen', async () => {
    const pending = new Map<string, (body: unknown) => void>();
    const calls = serve((call) =>
      call.path === '/ajax/uc_mulberry'
        ? new Promise((resolve) => pending.set(call.form['model'] ?? '', resolve))
        : {},
    );
    page();
    await waitFor(() => expect(pending.has('RC1-PGV-86-WAL')).toBe(true));
    radio('Oat Linen')?.click();
    await waitFor(() => expect(pending.has('RC1-OTL-86-WAL')).toBe(true));
    pending.get('RC1-OTL-86-WAL')?.(offersFor('RC1-OTL-86-WAL', 120));
    await waitFor(() => expect(protectionGroup()?.textContent).toContain('$120'));
    // The first model's answer arrives late: it must not replace the chosen model's offers.
    pending.get('RC1-PGV-86-WAL')?.(offersFor('RC1-PGV-86-WAL', 99));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(protectionGroup()?.textContent).toContain('$120');
    expect(protectionGroup()?.textContent).not.toContain('$99');
    expect(calls.filter((call) => call.path === '/ajax/uc_mulberry')).toHaveLength(2);
  });

  it('drops the offers on their way when the chosen model can no longer have them', async () => {
    const held = hold();
    const oat = SOFA.models_stock['RC1-OTL-86-WAL'];
    page({ models_stock: { ...SOFA.models_stock, 'RC1-OTL-86-WAL': { ...oat, s: 0, d: 1 } } });
    await waitFor(() => expect(held).toHaveLength(1));
    radio('Oat Linen')?.click(); // sold out: no protection for it
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    held[0]?.answer(offersFor('RC1-PGV-86-WAL'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Back on the first model: its late answer was dropped, so nothing shows until it is asked
    // again and answered.
    radio('Pebble Grey Velvet')?.click();
    await waitFor(() => expect(held).toHaveLength(2));
    expect(protectionGroup()).toBeUndefined();
    held[1]?.answer(offersFor('RC1-PGV-86-WAL', 120));
    await waitFor(() => expect(protectionGroup()?.textContent).toContain('$120'));
  });

  it('aborts the offers request when the element leaves the page', async () => {
    const held = hold();
    page();
    await waitFor(() => expect(held).toHaveLength(1));
    box().remove();
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
  });

  it('holds the group’s place above add to cart until the first reply, offers or none', async () => {
    const replies: ((body: unknown) => void)[] = [];
    serve((call) =>
      call.path === '/ajax/uc_mulberry' ? new Promise((resolve) => replies.push(resolve)) : {},
    );
    const held = () => box().querySelector('.rove-buybox__protection:empty');
    const purchase = () => box().querySelector('.rove-buybox__purchase');
    page();
    await waitFor(() => expect(replies).toHaveLength(1));
    // Rendered with the buy box itself, where the group will be: add to cart will not move down.
    expect(held()?.nextElementSibling).toBe(purchase());
    expect(protectionGroup()).toBeUndefined();
    replies[0]?.(offersFor('RC1-PGV-86-WAL'));
    await waitFor(() => expect(protectionGroup()).toBeTruthy());
    expect(held()).toBeNull();

    // A model change keeps the shown offers (busy) rather than holding an empty place again.
    radio('Oat Linen')?.click();
    await waitFor(() => expect(replies).toHaveLength(2));
    expect(protectionGroup()?.getAttribute('aria-busy')).toBe('true');
    expect(held()).toBeNull();

    // With no offers in the reply, the held place goes and nothing takes it.
    document.body.innerHTML = '';
    resetSettings();
    page();
    await waitFor(() => expect(replies).toHaveLength(3));
    expect(held()).toBeTruthy();
    replies[2]?.({ offers: [] });
    await waitFor(() => expect(held()).toBeNull());
    expect(protectionGroup()).toBeUndefined();
    expect(button('Add to cart')?.disabled).toBe(false);
  });

  it('shows no group, logged once, when the offers call fails or replies nonsense', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => ({ offers: [{ id: 'x', cost: 'free' }] }));
    page();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[rove\] protection offers unavailable \(unexpected reply/),
      ),
    );
    expect(protectionGroup()).toBeUndefined();
    expect(button('Add to cart')?.disabled).toBe(false);
  });

  it('is not asked for outside the US and Canada, nor for a sold-out model', async () => {
    const calls = serve(() => offersFor('x'));
    page({ country: 'AU', currency: 'AUD', locale: 'en_AU' });
    await waitFor(() => expect(button('Add to cart')?.disabled).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual([]);

    document.body.innerHTML = '';
    resetSettings();
    page({
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, d: 1 },
      },
    });
    await waitFor(() => expect(button('Sold Out - Notify Me')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toEqual([]);
    expect(protectionGroup()).toBeUndefined();
  });

  it('opens What’s covered with the provider’s text, sanitized', async () => {
    const calls = serve((call) =>
      call.path === '/ajax/uc_mulberry/modal'
        ? '<p>Stains and rips are covered.</p><script>window.pwned = 1</script>'
        : offersFor(call.form['model'] ?? ''),
    );
    page();
    await waitFor(() => expect(protectionGroup()).toBeTruthy());
    const opener = button('What’s covered') as HTMLButtonElement;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.click();
    const coverage = await waitFor(() => {
      const found = dialog();
      expect(found?.textContent).toContain('Stains and rips are covered.');
      return found as HTMLDialogElement;
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/ajax/uc_mulberry/modal',
      query: { ajax: '1', hide_title: '1', nid: '7', model: 'RC1-PGV-86-WAL' },
    });
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    expect(coverage.querySelector('script')).toBeNull();
    expect(
      document.getElementById(coverage.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('What’s covered');
    coverage.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('says so in the dialog when the coverage text cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve((call) =>
      call.path === '/ajax/uc_mulberry/modal'
        ? new Response('no', { status: 500 })
        : offersFor(call.form['model'] ?? ''),
    );
    page();
    await waitFor(() => expect(protectionGroup()).toBeTruthy());
    button('What’s covered')?.click();
    await waitFor(() => expect(dialog()?.textContent).toContain('An error has occurred.'));
    expect(sanitizeHtml).not.toHaveBeenCalled();
  });
});

describe('final sale, sales_data and swatch images', () => {
  it('says final sale for a final-sale model only, following the swatches', async () => {
    serve(() => ({ offers: [] }));
    page({ final_sale_models: ['RC1-PGV-86-WAL'] });
    const finalSale = () => box().querySelector('.rove-buybox__final-sale')?.textContent ?? '';
    await waitFor(() =>
      expect(finalSale()).toBe('Final sale: this item cannot be returned or exchanged.'),
    );
    radio('Oat Linen')?.click();
    await waitFor(() => expect(finalSale()).toBe(''));
    radio('Pebble Grey Velvet')?.click();
    await waitFor(() => expect(finalSale()).toContain('Final sale'));
  });

  it('shows sales_data’s price while the selection is incomplete', async () => {
    serve(() => ({ offers: [] }));
    page(
      { sales_data: { sell_price: 1799, amt: 1799, currency: 'USD', available: true } },
      '?aid[]=102',
    );
    await waitFor(() =>
      expect(box().querySelector('[role="status"]')?.textContent).toBe(
        'Please select all the options',
      ),
    );
    expect(box().querySelector('.rove-buybox__current')?.textContent).toBe('$1,799');
    expect(box().querySelector('del')).toBeNull();
    expect(button('Add to cart')?.disabled).toBe(true);
  });

  it('goes by sales_data.available for a model the page has no stock for', async () => {
    serve(() => ({ offers: [] }));
    const { 'RC1-PGV-86-WAL': _dropped, ...otherStock } = SOFA.models_stock;
    page({
      models_stock: otherStock,
      sales_data: { sell_price: 1799, amt: 1799, currency: 'USD', available: false },
    });
    await waitFor(() => expect(button('Sold Out - Notify Me')).toBeTruthy());
    expect(button('Add to cart')).toBeUndefined();
    expect(box().querySelector('.rove-buybox__current')?.textContent).toBe('$1,799');

    document.body.innerHTML = '';
    resetSettings();
    page({
      models_stock: otherStock,
      sales_data: { sell_price: 1799, amt: 1799, currency: 'USD', available: true },
    });
    await waitFor(() => expect(button('Add to cart')?.disabled).toBe(false));
  });

  it('shows a swatch’s image beside its name, the name staying the radio’s label', async () => {
    serve(() => ({ offers: [] }));
    page({ product_imgs: { template: '', data: { '102': ['/images/product/7.svg?oid=102'] } } });
    await waitFor(() => expect(radio('Oat Linen')).toBeTruthy());
    const label = radio('Oat Linen')?.closest('label') as HTMLLabelElement;
    const image = label.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${location.origin}/images/product/7.svg?oid=102`);
    expect(image?.getAttribute('alt')).toBe('');
    expect(label.textContent).toBe('Oat Linen');
    expect(radio('Pebble Grey Velvet')?.closest('label')?.querySelector('img')).toBeNull();
  });
});
