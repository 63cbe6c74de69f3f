// @vitest-environment happy-dom
/**
 * <rove-popups> as a host page sees it: settings.popups in; the dialog, the countdown, storage,
 * cookies, bus and DOM events out; the calls on the network. Runs under React and again under
 * preact/compat. CMS HTML is not asserted here: core/sanitize/html refuses happy-dom's DOM (see
 * its probe) and renders it empty; the Chromium e2e covers what the markup shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettings } from '../../core/settings/settings';
import { readCookie, removeCookie } from '../../core/storage/cookies';
import { resetCoordinator } from './coordinator';
import { resetGeolocation } from './popups-api';
import { createPopupsElement, parseOnly } from './popups.element';
import { POPUP_KEYS } from './popup-store';
import { serveFetch } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { setUpElementTests } from '../shared/testing/element-tests';
import { appears } from '../shared/testing/appears';
import { typeAndSubmit } from '../shared/testing/type-and-submit';
import { typeInto } from '../shared/testing/type-into';

interface Call {
  method: string;
  path: string;
  body: string;
}

function serve(handler: (call: Call) => Response) {
  return serveFetch(
    async (request): Promise<Call> => ({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'GET' ? '' : await request.text(),
    }),
    handler,
  );
}

function page(popups: unknown, { country = 'US', attributes = '' } = {}) {
  printSettings({ country, basePath: '/', popups });
  document.body.innerHTML = `<main><h1>Spring sale</h1></main><rove-popups ${attributes}></rove-popups>`;
}

const NEWSLETTER = {
  defaultList: 'DEF',
  items: [
    {
      id: 'spring-news',
      kind: 'newsletter',
      label: 'Join our newsletter',
      markup: {
        form: '<h2>10% off</h2>',
        done: '<p>Welcome aboard</p>',
        callback: 'springSignup',
        list2: 'VIP',
      },
    },
  ],
};

/** Every call held until the test answers it, with the signal it was sent with. */
function hold() {
  const held: { signal: AbortSignal; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_: URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve) =>
          held.push({ signal: init?.signal as AbortSignal, answer: resolve }),
        ),
    ),
  );
  return held;
}

const waitFor = vi.waitFor;
const dialog = () => document.querySelector('dialog');
const emailField = () => document.querySelector<HTMLInputElement>('dialog input[type="email"]');

const submitEmail = (value: string) => typeAndSubmit(emailField, value);

setUpElementTests({ 'rove-popups': createPopupsElement });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
  resetCoordinator();
  resetGeolocation();
  localStorage.clear();
  removeCookie('rove_trade_newsletter');
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as Window & { _learnq?: unknown })._learnq;
});

describe('<rove-popups> newsletter', () => {
  it('shows the newsletter popup after its 10 s interval, as a labelled modal dialog', async () => {
    serve(() => new Response('{}'));
    const shown = vi.fn();
    document.addEventListener('rove:popup-shown', shown);
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(dialog()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_250);
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-label')).toBe('Join our newsletter');
    expect(dialog()?.classList.contains('rove-popup--newsletter')).toBe(true);
    expect(shown).toHaveBeenCalledTimes(1);
    expect((shown.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      id: 'spring-news',
      kind: 'newsletter',
    });
    expect(JSON.parse(localStorage.getItem(POPUP_KEYS.lastShown) ?? '{}')).toHaveProperty(
      'spring-news',
    );
    document.removeEventListener('rove:popup-shown', shown);
  });

  it('marks an invalid email with the error class and sends nothing', async () => {
    const calls = serve(() => new Response('{}'));
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('ana@rove');
    await waitFor(() => expect(emailField()?.classList.contains('rove-is-invalid')).toBe(true));
    expect(emailField()?.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('enables the button only once the email matches (spec/product.md §5)', async () => {
    serve(() => new Response('{}'));
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    const field = await appears(emailField);
    const button = () => field.form?.querySelector('button[type="submit"]');
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
    typeInto(field, 'ana@rove');
    await waitFor(() => expect(emailField()?.value).toBe('ana@rove'));
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
    typeInto(field, 'ana@rove.shop');
    await waitFor(() => expect(button()?.hasAttribute('aria-disabled')).toBe(false));
    typeInto(field, 'ana@');
    await waitFor(() => expect(button()?.getAttribute('aria-disabled')).toBe('true'));
  });

  it('subscribes a valid email once, shows the done content and tells the page', async () => {
    const calls = serve(() => new Response('{}'));
    const queue: unknown[] = [];
    (window as Window & { _learnq?: unknown[] })._learnq = queue;
    const subscribed = vi.fn();
    const callback = vi.fn();
    document.addEventListener('rove:newsletter-subscribed', subscribed);
    document.addEventListener('rove:popup-callback', callback);
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('ana@rove.shop');
    // A second press while sending changes nothing.
    emailField()?.form?.requestSubmit();
    await waitFor(() => expect(dialog()?.querySelector('.rove-popup__done')).toBeTruthy());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/klaviyo/api/subscribe');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      email: 'ana@rove.shop',
      list: 'DEF',
      list2: 'VIP',
    });
    expect(emailField()).toBeNull();
    expect(JSON.parse(localStorage.getItem(POPUP_KEYS.subscribed) ?? '{}')).toHaveProperty(
      'spring-news',
    );
    // Identification loads its module after the done content shows: wait for it, not for luck.
    await waitFor(() => expect(queue).toEqual([['identify', { $email: 'ana@rove.shop' }]]));
    expect((subscribed.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      popupId: 'spring-news',
      kind: 'newsletter',
      list: 'DEF',
    });
    expect((callback.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      id: 'spring-news',
      callback: 'springSignup',
    });
    document.removeEventListener('rove:newsletter-subscribed', subscribed);
    document.removeEventListener('rove:popup-callback', callback);
  });

  it('keeps the form after a failed subscription (only logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => new Response('', { status: 500 }));
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('ana@rove.shop');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[rove] newsletter subscription failed', 'HTTP 500'),
    );
    await waitFor(() => expect(emailField()?.readOnly).toBe(false));
    expect(localStorage.getItem(POPUP_KEYS.subscribed)).toBeNull();
  });

  it('closing while the subscription is on its way aborts it; its answer records nothing', async () => {
    const held = hold();
    const subscribed = vi.fn();
    document.addEventListener('rove:newsletter-subscribed', subscribed);
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('ana@rove.shop');
    await waitFor(() => expect(held).toHaveLength(1));
    document.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(held[0]?.signal.aborted).toBe(true);
    held[0]?.answer(new Response('{}'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(localStorage.getItem(POPUP_KEYS.subscribed)).toBeNull();
    expect(subscribed).not.toHaveBeenCalled();
    document.removeEventListener('rove:newsletter-subscribed', subscribed);
  });

  it('leaving the page while the subscription is on its way aborts it', async () => {
    const held = hold();
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('ana@rove.shop');
    await waitFor(() => expect(held).toHaveLength(1));
    document.querySelector('rove-popups')?.remove();
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    held[0]?.answer(new Response('{}'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(localStorage.getItem(POPUP_KEYS.subscribed)).toBeNull();
  });

  it('records the close and does not come back the next day', async () => {
    serve(() => new Response('{}'));
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(10_250);
    await waitFor(() => expect(dialog()).toBeTruthy());
    document.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(JSON.parse(localStorage.getItem(POPUP_KEYS.closed) ?? '{}')).toHaveProperty(
      'spring-news',
    );
    // A new page within a day.
    resetCoordinator();
    resetSettings();
    page(NEWSLETTER);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(dialog()).toBeNull();
  });

  it('shows nothing at all to a crawler', async () => {
    const calls = serve(() => new Response('{}'));
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    page({
      ...NEWSLETTER,
      stylesheetUrl: '/n.css',
      countdown: { countdownTitle: 'Sale ends', countdownEnd: Date.now() + 60_000 },
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(dialog()).toBeNull();
    expect(document.querySelector('.rove-popups')).toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('<rove-popups> other kinds', () => {
  it('runs the trade newsletter through the 202 endpoint and sets its 1-day cookie', async () => {
    const calls = serve(() => new Response(null, { status: 202 }));
    page({
      items: [
        {
          id: 'trade',
          kind: 'trade-newsletter',
          markup: { list: 'TRADE', done: '<p>Thanks, pro</p>' },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(10_250);
    await submitEmail('studio@rove.design');
    await waitFor(() => expect(dialog()?.querySelector('.rove-popup__done')).toBeTruthy());
    expect(calls[0]?.path).toBe('/api/email-marketing/subscriptions');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      data: {
        type: 'subscription',
        attributes: { list_id: 'TRADE', email: 'studio@rove.design' },
      },
    });
    expect(readCookie('rove_trade_newsletter')).toBe('1');
  });

  it('shows store closing to an AU visitor on load, not to a US one', async () => {
    serve(() => new Response('{}'));
    const closing = {
      items: [
        { id: 'closing', kind: 'store-closing', markup: { html: '<p>Our store is closing</p>' } },
      ],
    };
    page(closing, { country: 'US' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(dialog()).toBeNull();
    resetSettings();
    page(closing, { country: 'AU' });
    await waitFor(() =>
      expect(dialog()?.classList.contains('rove-popup--store-closing')).toBe(true),
    );
  });

  it('waits for the showroom geolocation and shows only in a listed city', async () => {
    serve((call) =>
      call.path === '/geo'
        ? Response.json({ countryCode: 'CA', regionName: 'Ontario', cityName: 'Toronto' })
        : new Response('{}'),
    );
    page({
      geolocationUrl: '/geo',
      items: [
        {
          id: 'sr',
          kind: 'showroom',
          cities: ['Toronto'],
          markup: { html: '<p>Visit us on King St</p>' },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(5_250);
    await waitFor(() => expect(dialog()?.classList.contains('rove-popup--showroom')).toBe(true));
  });

  /**
   * A renewal popup over a page with the host's renewal form; accepts it once shown. Answers the
   * host form's submit spy (the submit itself is stopped).
   */
  async function acceptRenewal() {
    page({
      items: [{ id: 'renew', kind: 'renewal', markup: { html: '<p>Renew at 20% off</p>' } }],
    });
    const form = document.createElement('form');
    form.id = 'membership-renewal';
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    await waitFor(() => expect(dialog()?.classList.contains('rove-popup--renewal')).toBe(true));
    document.querySelector<HTMLButtonElement>('.rove-popup__button--primary')?.click();
    return submitted;
  }

  it('renewal: accept enrols, submits the host form and closes', async () => {
    const calls = serve(() => new Response('', { status: 500 }));
    const submitted = await acceptRenewal();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /user/membership/renewal',
    ]);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('renewal: leaving the page while the enrolment is on its way aborts it, and submits nothing', async () => {
    const held = hold();
    const submitted = await acceptRenewal();
    await waitFor(() => expect(held).toHaveLength(1));
    document.querySelector('rove-popups')?.remove();
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    held[0]?.answer(new Response(''));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows a second popup only after the first closed, one at a time', async () => {
    serve(() => new Response('{}'));
    page({
      items: [
        { id: 'promo', kind: 'promo', event: 'load', markup: { html: '<p>Promo</p>' } },
        {
          id: 'closing',
          kind: 'store-closing',
          conditions: { countries: ['US'] },
          markup: { html: '<p>Closing</p>' },
        },
      ],
    });
    await waitFor(() => expect(document.querySelectorAll('dialog')).toHaveLength(1));
    const first = dialog()?.className ?? '';
    document.querySelector<HTMLButtonElement>('.rove-modal__close')?.click();
    await waitFor(() => expect(dialog()?.className).not.toBe(first));
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('only="…" limits an instance to those popups', async () => {
    serve(() => new Response('{}'));
    page(
      {
        items: [
          { id: 'a', kind: 'promo', event: 'load', markup: { html: '<p>A</p>' } },
          { id: 'b', kind: 'renewal', markup: { html: '<p>B</p>' } },
        ],
      },
      { attributes: 'only="b"' },
    );
    await waitFor(() => expect(dialog()?.classList.contains('rove-popup--renewal')).toBe(true));
    expect(parseOnly(' a  b ')).toEqual(['a', 'b']);
    expect(parseOnly('  ')).toBeNull();
  });
});

describe('<rove-popups> countdown', () => {
  it('ticks each second, closes at zero, and stays closed 6 hours after a close', async () => {
    serve(() => new Response('{}'));
    page({ countdown: { countdownTitle: 'Sale ends', countdownEnd: Date.now() + 3_000 } });
    await waitFor(() =>
      expect(document.querySelector('.rove-popups')?.textContent).toContain('Sale ends'),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(document.querySelector('.rove-popups')).toBeNull());

    resetSettings();
    page({ countdown: { countdownTitle: 'Sale ends', countdownEnd: Date.now() + 86_400_000 } });
    await waitFor(() =>
      expect(document.querySelector('.rove-popups')?.textContent).toContain('Sale ends'),
    );
    const close = [...document.querySelectorAll<HTMLButtonElement>('.rove-popups button')].find(
      (button) => /close/i.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
    );
    const closedAt = Date.now();
    close?.click();
    await waitFor(() => expect(document.querySelector('.rove-popups')).toBeNull());
    const stored = Number(localStorage.getItem(POPUP_KEYS.countdownClosed));
    expect(Math.abs(stored - closedAt)).toBeLessThan(1_000);
    resetSettings();
    page({ countdown: { countdownTitle: 'Sale ends', countdownEnd: Date.now() + 86_400_000 } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(document.querySelector('.rove-popups')).toBeNull();
  });
});
