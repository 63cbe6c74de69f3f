// @vitest-environment happy-dom
/**
 * <rove-swatch-request> as a host page sees it: settings in; the toggles, counter, limit alert,
 * address form, calls and rove:swatch-* events out. Runs under React and again under
 * preact/compat.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwatchRequestElement } from './swatch-request.element';
import { jsonCall, serveFetch, type JsonCall } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';
import { typeInto } from '../shared/testing/type-into';
import { mountOnServerPage, setUpElementTests } from '../shared/testing/element-tests';
import { appears } from '../shared/testing/appears';

const serve = (handler: (call: JsonCall) => unknown = () => ({})) => serveFetch(jsonCall, handler);

const SWATCHES = [
  { id: 101, name: 'Ivory Boucle', color: '#ece7dc', group: 'Boucle' },
  { id: 102, name: 'Oat Linen', color: '#d6c7a8', group: 'Linen' },
  { id: 103, name: 'Navy Velvet', color: '#28354f', group: 'Velvet' },
];

function page(swatchRequest: unknown, country = 'US') {
  printSettings({ country, basePath: '/', swatch_request: swatchRequest });
  const fallback = Object.assign(document.createElement('form'), {
    className: 'swatch-form',
    textContent: 'Choose up to 2 swatches',
  });
  return mountOnServerPage('rove-swatch-request', {}, fallback);
}

const waitFor = vi.waitFor;
const root = () => document.querySelector('rove-swatch-request') as HTMLElement;
const toggles = () => [
  ...root().querySelectorAll<HTMLButtonElement>('.rove-swatch-request__toggle'),
];
const counter = () => root().querySelector('[role="status"]')?.textContent ?? '';
const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const field = (name: string) =>
  root().querySelector<HTMLInputElement | HTMLSelectElement>(
    `[name="${name}"]`,
  ) as HTMLInputElement;

function type(input: HTMLInputElement, value: string) {
  typeInto(input, value);
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function events(name: string): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener(`rove:${name}`, (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

setUpElementTests({ 'rove-swatch-request': createSwatchRequestElement });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('<rove-swatch-request>', () => {
  it('replaces the server form with toggles that say Select / Remove swatch and a live counter', async () => {
    serve(() => ({ selected: [102], has_been_submitted: false }));
    const selections = events('swatch-selection-changed');
    const displayed = events('swatch-displayed');
    page({ swatches: SWATCHES, limit: 2, selected: [] });
    await waitFor(() => expect(toggles()).toHaveLength(3));
    expect(root().querySelector('.swatch-form')).toBeNull();
    await waitFor(() => expect(displayed).toEqual([{ count: 3, selected: 0 }]));
    expect(counter()).toBe('0 of 2 selected');
    const [first] = toggles();
    expect(first?.textContent).toBe('Select swatch');
    expect(first?.getAttribute('aria-pressed')).toBe('false');
    first?.click();
    await waitFor(() => expect(toggles()[0]?.textContent).toBe('Remove swatch'));
    expect(toggles()[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(counter()).toBe('1 of 2 selected');
    expect(selections).toEqual([{ optionId: 101, selected: true, count: 1, limit: 2 }]);
  });

  it('saves the selection once after quick presses (kept for a reload)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve(() => ({ selected: [101, 102], has_been_submitted: false }));
    page({ swatches: SWATCHES, limit: 2 });
    await waitFor(() => expect(toggles()).toHaveLength(3));
    toggles()[0]?.click();
    await waitFor(() => expect(counter()).toBe('1 of 2 selected'));
    toggles()[1]?.click();
    await waitFor(() => expect(counter()).toBe('2 of 2 selected'));
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(450);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/swatch-request/selection', body: { selected: [101, 102] } });
  });

  // That the save outlives the page (fetch's keepalive) is seen in Chromium: happy-dom's Request
  // has no keepalive (tests/e2e/swatch-request.spec.ts).
  it('a toggle still waiting for its save is saved as the shopper reloads or leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = serve(() => ({ selected: [102], has_been_submitted: false }));
    page({ swatches: SWATCHES, limit: 2, selected: [101, 102] });
    await waitFor(() => expect(toggles()).toHaveLength(3));
    toggles()[0]?.click();
    await waitFor(() => expect(counter()).toBe('1 of 2 selected'));
    window.dispatchEvent(new Event('pagehide'));
    // At once, not after the 400 ms wait (vi.waitFor would move the fake clock on).
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ path: '/swatch-request/selection', body: { selected: [102] } });
    // Saved once: the timer that would have saved it is gone, and nothing is left to save.
    await vi.advanceTimersByTimeAsync(450);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(1);
  });

  it('past the limit: an alert dialog with the specification’s text, the selection unchanged', async () => {
    serve(() => ({ selected: [101, 102], has_been_submitted: false }));
    const selections = events('swatch-selection-changed');
    page({ swatches: SWATCHES, limit: 2, selected: [101, 102] });
    await waitFor(() => expect(counter()).toBe('2 of 2 selected'));
    toggles()[2]?.click();
    const dialog = await appears(() => document.querySelector<HTMLDialogElement>('dialog'));
    await waitFor(() => expect(dialog.getAttribute('role')).toBe('alertdialog'));
    expect(dialog.textContent).toContain('Error message: Please limit your selection to 2.');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Error message: Please limit your selection to 2.',
    );
    expect(selections).toEqual([]);
    button('OK')?.click();
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(counter()).toBe('2 of 2 selected');
    expect(toggles()[2]?.getAttribute('aria-pressed')).toBe('false');
  });

  it('Continue needs a swatch; the form refuses blanks and ties each message to its field', async () => {
    serve();
    page({ swatches: SWATCHES, limit: 2 });
    await waitFor(() => expect(button('Continue')).toBeTruthy());
    button('Continue')?.click();
    await waitFor(() =>
      expect(root().querySelector('[role="alert"]')?.textContent).toBe(
        'Please select at least one swatch.',
      ),
    );
    toggles()[0]?.click();
    await waitFor(() => expect(counter()).toBe('1 of 2 selected'));
    button('Continue')?.click();
    await waitFor(() => expect(field('address1')).toBeTruthy());
    button('Request swatches')?.click();
    await waitFor(() => expect(field('name').getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(field('name').getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Required');
    await waitFor(() => expect(document.activeElement).toBe(field('name')));
    button('Back')?.click();
    await waitFor(() => expect(toggles()).toHaveLength(3));
    expect(toggles()[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the selection and the address, thanks the shopper and emits swatch-requested', async () => {
    const calls = serve((call) =>
      call.path.endsWith('/submit')
        ? { ok: true, id: 7, has_been_submitted: true }
        : { selected: [103], has_been_submitted: false },
    );
    const requested = events('swatch-requested');
    page({ swatches: SWATCHES, limit: 2, selected: [103] }, 'CA');
    await waitFor(() => expect(counter()).toBe('1 of 2 selected'));
    button('Continue')?.click();
    await waitFor(() => expect(field('name')).toBeTruthy());
    expect(field('country').value).toBe('124');
    type(field('name'), 'Ana Lee');
    type(field('email'), 'ana@rove.shop');
    type(field('address1'), '12 Main Street');
    type(field('city'), 'Vancouver');
    type(field('province'), 'BC');
    type(field('postal_code'), 'v6b 1a1');
    type(field('phone'), '+1 (604) 555-0199');
    await waitFor(() => expect(field('phone').value).toBe('6045550199'));
    button('Request swatches')?.click();
    await waitFor(() =>
      expect(root().textContent).toContain('Thank you! Your swatch request has been sent.'),
    );
    expect(calls.filter((c) => c.path === '/swatch-request/submit')).toEqual([
      {
        path: '/swatch-request/submit',
        body: {
          selected: [103],
          address: {
            name: 'Ana Lee',
            email: 'ana@rove.shop',
            address1: '12 Main Street',
            address2: '',
            city: 'Vancouver',
            province: 'BC',
            postal_code: 'V6B 1A1',
            country: 124,
            phone: '6045550199',
          },
        },
      },
    ]);
    expect(requested).toEqual([{ optionIds: [103], country: 124 }]);
  });

  it('a failed submit keeps the form and says so (logged once)', async () => {
    serve(() => new Response('{}', { status: 500 }));
    page({ swatches: SWATCHES, limit: 2, selected: [101] }, 'HK');
    await waitFor(() => expect(button('Continue')).toBeTruthy());
    button('Continue')?.click();
    await waitFor(() => expect(field('name')).toBeTruthy());
    for (const [name, value] of [
      ['name', 'Ana'],
      ['email', 'ana@rove.shop'],
      ['address1', '1 Queen’s Road'],
      ['city', 'Central'],
      ['phone', '91234567'],
    ] as const) {
      type(field(name), value);
    }
    button('Request swatches')?.click();
    await waitFor(() =>
      expect(root().querySelector('[role="alert"]')?.textContent).toBe(
        'Your request could not be sent. Please try again.',
      ),
    );
    expect(field('name').value).toBe('Ana');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('a submitted selection shows the note and starts empty', async () => {
    serve();
    page({ swatches: SWATCHES, limit: 2, selected: [101], has_been_submitted: true });
    await waitFor(() => expect(counter()).toBe('0 of 2 selected'));
    expect(root().textContent).toContain('Your last swatch request has been sent.');
  });

  it('malformed settings: a clear message, one [rove] line', async () => {
    serve();
    page({ swatches: 'all of them' });
    await waitFor(() =>
      expect(root().textContent).toBe(
        'Swatches cannot be requested right now. Please try again later.',
      ),
    );
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toMatch(/^\[rove\] swatch_request/);
  });
});
