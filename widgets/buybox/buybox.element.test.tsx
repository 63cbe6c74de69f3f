// @vitest-environment happy-dom
/**
 * <rove-buybox> and <rove-cart-count> as a host page sees them: settings and the address in;
 * DOM, ARIA, the address and rove:* events out; calls on the network. Runs under React and
 * again under preact/compat.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpElementTests } from '../shared/testing/element-tests';
import { typeInto } from '../shared/testing/type-into';
import { emit, on } from '../../core/bus';
import { createCartCountElement } from '../cart-count/cart-count.element';
import { createBuyboxElement } from './buybox.element';
import { SOFA } from './fixtures';
import { formCall, serveFetch, type FormCall } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { appears } from '../shared/testing/appears';

// The product offers no protection plans here (buybox.offers.element.test.tsx covers them): the
// offers call gets the server's empty answer rather than the test's, so no test logs a reply
// that is not one.
const offersCall = (url: string) => url.endsWith('uc_mulberry');
const NO_OFFERS = { offers: [] };
const serve = (handler: (call: FormCall) => unknown) =>
  serveFetch(formCall, (call) => (offersCall(call.path) ? NO_OFFERS : handler(call)));

function page(settings: object = {}, search = '', nid = 7) {
  history.replaceState(null, '', `/product/sofa${search}`);
  printSettings({
    ...SOFA,
    cart: { count: 2 },
    isMSRPShown: true,
    ...settings,
  });
  // Through a template, as a parser would: the element connects with its server content.
  const template = document.createElement('template');
  template.innerHTML =
    '<header><rove-cart-count><a href="/cart">Cart</a></rove-cart-count></header>' +
    `<rove-buybox nid="${nid}"><dl class="option-list"><dt>Fabric</dt><dd>Oat Linen</dd></dl></rove-buybox>`;
  document.body.replaceChildren(template.content);
}

const waitFor = vi.waitFor;
const box = () => document.querySelector('rove-buybox') as HTMLElement;
const status = () => box().querySelector('[role="status"]')?.textContent ?? '';
const radio = (name: string) =>
  [...box().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) =>
    input.closest('label')?.textContent?.includes(name),
  );
const addButton = () =>
  [...box().querySelectorAll('button')].find((b) => /Add to cart|Adding/.test(b.textContent ?? ''));
const aids = () => new URLSearchParams(location.search).getAll('aid[]');
const counterLabel = () => document.querySelector('rove-cart-count a')?.getAttribute('aria-label');

// A test's stubbed fetch stays until its page is emptied (unstubGlobals in the config restores
// it before the next test): unstubbed earlier, a box still on the page sent its offers call to
// happy-dom's origin.
setUpElementTests({
  'rove-buybox': createBuyboxElement,
  'rove-cart-count': createCartCountElement,
});

describe('<rove-buybox>', () => {
  it('opens on the default model: radio groups, price, stock and the address', async () => {
    serve(() => ({}));
    const changes: unknown[] = [];
    document.addEventListener('rove:buybox-model-changed', (e) =>
      changes.push((e as CustomEvent).detail),
    );
    page();
    await waitFor(() => expect(status()).toBe('Only 3 leftShips by Dec 9'));
    const groups = [...box().querySelectorAll('[role="radiogroup"]')];
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Fabric: Pebble Grey Velvet', 'Size: 86" Standard', 'Leg Finish: Walnut']);
    expect(radio('Pebble Grey Velvet')?.checked).toBe(true);
    expect(box().textContent).toContain('+$300');
    expect(box().querySelector('.rove-buybox__current')?.textContent).toBe('$1,799');
    expect(box().querySelector('del')?.textContent).toContain('$2,339');
    expect(box().textContent).not.toContain('MEMBER');
    await waitFor(() => expect(aids()).toEqual(['103', '202', '301']));
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({
        nid: 7,
        model: 'RC1-PGV-86-WAL',
        price: 1799,
        currency: 'USD',
      }),
    );
    expect(counterLabel()).toBe('Cart, 2 items');
    expect(document.querySelector('rove-cart-count a')?.getAttribute('href')).toBe('/cart');
  });

  it('choosing an option updates the address, price, stock and the model event', async () => {
    serve(() => ({}));
    page();
    await waitFor(() => expect(radio('96" Grand')).toBeTruthy());
    radio('96" Grand')?.click();
    await waitFor(() => expect(status()).toContain('Pre-order: 10+ available'));
    expect(status()).toContain('Expected Feb 1');
    await waitFor(() => expect(aids()).toEqual(['103', '203', '301']));
    expect(box().querySelector('.rove-buybox__current')?.textContent).toBe('$2,099');
  });

  it('drops foreign ids from the address and asks for the missing options', async () => {
    serve(() => ({}));
    page({}, '?as=member&aid[]=999&aid[]=102');
    await waitFor(() => expect(status()).toBe('Please select all the options'));
    expect(addButton()?.disabled).toBe(true);
    await waitFor(() => expect(aids()).toEqual(['102']));
    expect(new URLSearchParams(location.search).get('as')).toBe('member');
    expect(box().querySelector('.rove-buybox__price')).toBeNull();
  });

  it('does not offer a hidden model’s only option, and filters to models in stock', async () => {
    serve(() => ({}));
    page({
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, d: 1, h: 0 },
      },
    });
    await waitFor(() => expect(box().querySelector('[role="radiogroup"]')).toBeTruthy());
    expect(radio('Pebble Grey Velvet')).toBeTruthy();
    const filter = box().querySelector<HTMLInputElement>('input[type="checkbox"]');
    filter?.click();
    // Pebble Grey 86 is disallowed, Pebble Grey 96 pre-orders: both fabrics stay, and the
    // selection moves to a model whose options are all visible.
    await waitFor(() => expect(filter?.checked).toBe(true));
    expect(radio('Oat Linen')).toBeTruthy();
    expect(radio('Pebble Grey Velvet')).toBeTruthy();
    radio('86" Standard')?.click();
    await waitFor(() => expect(status()).toBe('Sold Out'));
  });

  it('shows MEMBER pricing to members', async () => {
    serve(() => ({}));
    page({ isMembership: true, memberDiscount: 0.2 });
    await waitFor(() =>
      expect(box().querySelector('.rove-buybox__member')?.textContent).toBe('MEMBER'),
    );
    expect(box().querySelector('.rove-buybox__current')?.textContent).toBe('$1,439');
  });

  it('hides the compare-at price under rove-msrp-lock', async () => {
    serve(() => ({}));
    document.body.className = 'rove-msrp-lock';
    page();
    await waitFor(() => expect(box().querySelector('.rove-buybox__current')).toBeTruthy());
    expect(box().querySelector('del')).toBeNull();
    document.body.className = '';
  });

  it('adds to cart once, reports the new count and updates the header', async () => {
    const calls = serve(() => ({ count: 5, line: { nid: 7, model: 'RC1-OTL-86-WAL', qty: 2 } }));
    const added: unknown[] = [];
    document.addEventListener('rove:cart-added', (e) => added.push((e as CustomEvent).detail), {
      once: true,
    });
    page();
    await waitFor(() => expect(radio('Oat Linen')).toBeTruthy());
    radio('Oat Linen')?.click();
    await waitFor(() => expect(status()).toContain('In-stock'));
    box().querySelector<HTMLButtonElement>('button[aria-label="Increase quantity"]')?.click();
    await waitFor(() =>
      expect(box().querySelector<HTMLInputElement>('input[type="number"]')?.value).toBe('2'),
    );
    addButton()?.click();
    await waitFor(() => expect(box().textContent).toContain('Added to cart'));
    expect(calls.filter((call) => call.path === '/cart/add')).toEqual([
      { path: '/cart/add', form: { nid: '7', model: 'RC1-OTL-86-WAL', qty: '2' } },
    ]);
    expect(added).toEqual([{ nid: 7, model: 'RC1-OTL-86-WAL', qty: 2, count: 5 }]);
    await waitFor(() => expect(counterLabel()).toBe('Cart, 5 items'));
  });

  it('shows an error when the cart call fails or replies nonsense, and keeps the selection', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = serve(() => new Response('no', { status: 500 }));
    page();
    await waitFor(() => expect(radio('Oat Linen')).toBeTruthy());
    radio('Oat Linen')?.click();
    await waitFor(() => expect(addButton()?.disabled).toBe(false));
    addButton()?.click();
    await waitFor(() =>
      expect(box().querySelector('[aria-live="polite"][data-error]')?.textContent).toBe(
        'An error has occurred.',
      ),
    );
    expect(calls.filter((call) => call.path === '/cart/add')).toHaveLength(1); // never retried
    expect(radio('Oat Linen')?.checked).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[rove\] add to cart failed/));

    serve(() => ({ count: 'five' }));
    addButton()?.click();
    await waitFor(() =>
      expect(box().querySelector('[data-error]')?.textContent).toBe('An error has occurred.'),
    );
  });

  it('offers Sold Out - Notify Me for a disallowed model and sends the request', async () => {
    const calls = serve((call) => (call.path === '/ajax/notify-me' ? { ok: true } : {}));
    const notified: unknown[] = [];
    document.addEventListener('rove:notify-me', (e) => notified.push((e as CustomEvent).detail), {
      once: true,
    });
    page({
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, d: 1 },
      },
    });
    const notify = await appears(() =>
      [...box().querySelectorAll('button')].find((b) => b.textContent === 'Sold Out - Notify Me'),
    );
    expect(addButton()).toBeUndefined();
    expect(status()).toBe('Sold Out');
    notify.click();
    const dialog = await appears(() => document.querySelector<HTMLDialogElement>('dialog'));
    expect(dialog.textContent).toContain('Fabric: Pebble Grey Velvet');
    const email = dialog.querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement;
    typeInto(email, 'nope');
    dialog.querySelector('form')?.requestSubmit();
    await waitFor(() =>
      expect(dialog.textContent).toContain('Please enter a valid email address.'),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The field's message describes it, and focus goes to it, as on every form of ours.
    const described = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter a valid email address.');
    expect(document.activeElement).toBe(email);
    expect(calls).toHaveLength(0);
    // Its message goes as the shopper corrects it, and comes back with the next refused submit.
    typeInto(email, 'nope2');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(dialog.textContent).not.toContain('Please enter a valid email address.');

    typeInto(email, 'ana@example.com');
    dialog.querySelector('form')?.requestSubmit();
    await waitFor(() =>
      expect(document.querySelector('dialog')?.textContent).toContain('We will email you'),
    );
    expect(calls).toEqual([
      {
        path: '/ajax/notify-me',
        form: { nid: '7', model: 'RC1-PGV-86-WAL', qty: '1', email: 'ana@example.com' },
      },
    ]);
    expect(notified).toEqual([
      { nid: 7, model: 'RC1-PGV-86-WAL', qty: 1, email: 'ana@example.com' },
    ]);
  });

  it('keeps the typed email when notify-me fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => new Response('down', { status: 503 }));
    page({
      models_stock: {
        ...SOFA.models_stock,
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, d: 1 },
      },
    });
    await waitFor(() => expect(box().querySelector('[aria-haspopup="dialog"]')).toBeTruthy());
    box().querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]')?.click();
    const dialog = await appears(() => document.querySelector<HTMLDialogElement>('dialog'));
    const email = dialog.querySelector<HTMLInputElement>('input[type="email"]') as HTMLInputElement;
    typeInto(email, 'ana@example.com');
    dialog.querySelector('form')?.requestSubmit();
    await waitFor(() => expect(dialog.textContent).toContain('An error has occurred.'));
    expect(email.value).toBe('ana@example.com');
  });

  it('keeps the server markup and warns once when the product settings are malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(() => ({}));
    page({ product_models: 'broken' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[rove\] product settings invalid/),
      ),
    );
    await waitFor(() => expect(box().querySelector('dl.option-list')).toBeTruthy());
    expect(box().querySelector('[role="radiogroup"]')).toBeNull();
  });

  it('uses the destination’s stock and hides purchase controls when restricted', async () => {
    serve(() => ({}));
    page({}, '', 8);
    await waitFor(() => expect(status()).toContain('Only 3 left'));
    emit('delivery-changed', {
      nid: 8,
      postal: '10001',
      restricted: false,
      modelsStock: {
        'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, hs: 12, hsh: null },
      },
    });
    await waitFor(() => expect(status()).toBe('In-stockFrom a warehouse near 10001'));
    emit('delivery-changed', { nid: 8, postal: '99501', restricted: true, modelsStock: {} });
    await waitFor(() =>
      expect(box().textContent).toContain(
        'This product is fragile and not available for delivery to 99501.',
      ),
    );
    expect(addButton()).toBeUndefined();
    expect(box().querySelector('input[type="number"]')).toBeNull();
  });
});

describe('<rove-buybox> with a destination saved on an earlier visit (issue 25)', () => {
  const DESTINATION = 'ajax/destination/update';
  const saveCookie = (postal: string) => {
    document.cookie = `rove_dest_postal_US=${postal}; path=/`;
  };
  afterEach(() => {
    document.cookie = 'rove_dest_postal_US=; path=/; max-age=0';
    document.cookie = 'rove_dest_label_US=; path=/; max-age=0';
  });

  /** The destination call held until the test answers it; the others answer at once. */
  function holdDestination() {
    const sent: unknown[] = [];
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (offersCall(request.url)) return Response.json(NO_OFFERS);
        if (!request.url.endsWith(DESTINATION)) return Response.json({ count: 3 });
        sent.push(await request.json());
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    return { sent, answer: (response: Response) => answer(response) };
  }

  it('holds add to cart while it asks again, then hides it when the product cannot go there', async () => {
    saveCookie('99501');
    const destination = holdDestination();
    page({}, '', 21);
    await waitFor(() => expect(box().querySelector('.rove-buybox__purchase')).toBeTruthy());
    const button = box().querySelector<HTMLButtonElement>(
      '.rove-buybox__purchase button.rove-buybox__button',
    );
    expect(button?.textContent).toBe('Checking…');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    button?.click();
    await waitFor(() =>
      expect(destination.sent).toEqual([{ postal: '99501', nid: '21', model: 'RC1-PGV-86-WAL' }]),
    );
    destination.answer(
      Response.json({
        geo: { city: 'Anchorage', state_id: 'AK' },
        restricted: 1,
        models_stock: {},
      }),
    );
    await waitFor(() =>
      expect(box().querySelector('[role="alert"]')?.textContent).toBe(
        'This product is fragile and not available for delivery to 99501.',
      ),
    );
    expect(box().querySelector('.rove-buybox__purchase')).toBeNull();
    // Nothing was sent to the cart, and the label cookie was refreshed from the answer.
    const paths = vi
      .mocked(fetch)
      .mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(paths).toContain(`/${DESTINATION}`);
    expect(paths).not.toContain('/cart/add');
    expect(decodeURIComponent(document.cookie)).toContain('rove_dest_label_US=Anchorage, AK 99501');
  });

  it('shows the satellite stock of the saved destination', async () => {
    saveCookie('10001');
    const destination = holdDestination();
    page({}, '', 22);
    await waitFor(() => expect(destination.sent).toHaveLength(1));
    destination.answer(
      Response.json({
        geo: { city: 'New York', state_id: 'NY' },
        restricted: false,
        models_stock: {
          'RC1-PGV-86-WAL': { ...SOFA.models_stock['RC1-PGV-86-WAL'], s: 0, hs: 12, hsh: null },
        },
      }),
    );
    await waitFor(() => expect(status()).toBe('In-stockFrom a warehouse near 10001'));
    expect(addButton()?.getAttribute('aria-disabled')).toBeNull();
  });

  it('stays usable and logs once when the check fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveCookie('10001');
    const destination = holdDestination();
    page({}, '', 23);
    await waitFor(() => expect(destination.sent).toHaveLength(1));
    destination.answer(new Response('oops', { status: 500 }));
    await waitFor(() => expect(addButton()?.textContent).toBe('Add to cart'));
    expect(addButton()?.getAttribute('aria-disabled')).toBeNull();
    expect(status()).toBe('Only 3 leftShips by Dec 9');
    expect(error.mock.calls.filter(([line]) => String(line).startsWith('[rove]'))).toHaveLength(1);
  });

  it('aborts the check when the box leaves the page, and its late answer announces nothing', async () => {
    saveCookie('10001');
    let signal: AbortSignal | undefined;
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request, init?: RequestInit) => {
        if (offersCall(request.url)) return Response.json(NO_OFFERS);
        if (!request.url.endsWith(DESTINATION)) return Response.json({ count: 3 });
        signal = init?.signal ?? undefined;
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const announced = vi.fn();
    const off = on('delivery-changed', announced);
    page({}, '', 25);
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    box().remove();
    await waitFor(() => expect(signal?.aborted).toBe(true));
    answer(
      Response.json({ geo: { city: 'New York', state_id: 'NY' }, restricted: 0, models_stock: {} }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(announced).not.toHaveBeenCalled();
    off();
  });

  it('asks nothing for a malformed cookie or none, and adds at once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveCookie('<b>');
    const destination = holdDestination();
    page({}, '', 24);
    await waitFor(() => expect(addButton()?.textContent).toBe('Add to cart'));
    expect(destination.sent).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[rove] saved delivery postal code ignored: malformed');
  });
});

describe('<rove-cart-count>', () => {
  it('warns once and shows 0 for a malformed settings.cart', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The box still loads its extras: answered here, not sent to happy-dom's own origin.
    serve(() => ({}));
    page({ cart: { count: -1 } });
    await waitFor(() => expect(counterLabel()).toMatch(/^Cart, \d+ items?$/));
    // The bus remembers the last cart-added of this page (earlier tests), which wins.
    expect(
      warn.mock.calls.some(([line]) => String(line).startsWith('[rove] settings.cart ignored')),
    ).toBe(true);
  });
});
