// @vitest-environment happy-dom
/**
 * <rove-delivery> as a host page sees it: settings and cookies in; the button, the dialog, the
 * messages, cookies and rove:delivery-changed out; the call on the network. Runs under React and
 * again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../core/bus';
import { readCookie, removeCookie, writeCookie } from '../../core/storage/cookies';
import { createDeliveryElement } from './delivery.element';
import { mountOnServerPage, setUpElementTests } from '../shared/testing/element-tests';
import { typeAndSubmit } from '../shared/testing/type-and-submit';
import { jsonCall, serveFetch, type JsonCall } from '../../tests/helpers/serve-fetch';
import { printSettings } from '../../tests/helpers/page-settings';

const serve = (handler: (call: JsonCall) => unknown) => serveFetch(jsonCall, handler);

const REPLY = {
  geo: { city: 'New York', state_id: 'NY' },
  zone: 'US-EAST',
  models_stock: { 'RC1005-WMB-48-BRS': { s: 12, hs: 3 } },
  satellite_id: 11,
  restricted: false,
  restricted_validated: true,
};

/** The bus keeps each event's last detail for the page: a test that must not see an earlier
 * test's destination uses a product of its own. */
function page(country: string, nid = '1005') {
  printSettings({ country, basePath: '/' });
  mountOnServerPage(
    'rove-delivery',
    { nid },
    Object.assign(document.createElement('p'), {
      textContent: 'Enter your postal code at checkout to check delivery.',
    }),
  );
}

const waitFor = vi.waitFor;
const openButton = () => document.querySelector<HTMLButtonElement>('.rove-delivery__button');
const input = () => document.querySelector<HTMLInputElement>('dialog input[name="postal"]');
const alertText = () => document.querySelector('dialog [role="alert"]')?.textContent ?? '';

async function submitPostal(value: string) {
  await waitFor(() => expect(openButton()).toBeTruthy());
  if (!input()) openButton()?.click();
  await typeAndSubmit(input, value);
}

setUpElementTests({ 'rove-delivery': createDeliveryElement });

beforeEach(() => {
  for (const country of ['US', 'CA', 'UK']) {
    removeCookie(`rove_dest_postal_${country}`);
    removeCookie(`rove_dest_label_${country}`);
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<rove-delivery>', () => {
  it('opens an accessible destination dialog from the button', async () => {
    serve(() => REPLY);
    page('US');
    await waitFor(() => expect(openButton()?.textContent).toBe('Enter your postal code'));
    // The server's no-JS text is gone once the widget shows.
    expect(document.querySelector('rove-delivery')?.textContent).not.toContain('at checkout');
    expect(openButton()?.getAttribute('aria-haspopup')).toBe('dialog');
    openButton()?.click();
    await waitFor(() => expect(input()).toBeTruthy());
    const dialog = document.querySelector('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(
      document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Delivery destination');
    expect(document.querySelector(`label[for="${input()?.id}"]`)?.textContent).toBe('Zip code');
  });

  it.each([
    ['US', '1234', 'Invalid Zip Code'],
    ['US', '123456789', 'Invalid Zip Code'],
    ['CA', '10001', 'Invalid Postal Code'],
    ['UK', 'SW1A 1AA', 'This will only work in Canada and the United States.'],
  ])('refuses %s postal code %s with “%s” and calls nothing', async (country, postal, message) => {
    const calls = serve(() => REPLY);
    page(country);
    await submitPostal(postal);
    await waitFor(() => expect(alertText()).toBe(message));
    expect(input()?.getAttribute('aria-invalid')).toBe('true');
    expect(input()?.getAttribute('aria-describedby')).toBeTruthy();
    expect(input()?.value).toBe(postal);
    expect(calls).toEqual([]);
  });

  it('sets the destination: posts postal, nid and the buybox model, saves cookies, emits', async () => {
    const calls = serve(() => REPLY);
    page('US');
    emit('buybox-model-changed', {
      nid: 1005,
      model: 'RC1005-WMB-48-BRS',
      price: 899,
      currency: 'USD',
    });
    const events: CustomEvent[] = [];
    document.addEventListener('rove:delivery-changed', (e) => events.push(e as CustomEvent));
    await submitPostal(' 10001 ');
    await waitFor(() => expect(openButton()?.textContent).toBe('Deliver to New York, NY 10001'));
    expect(document.querySelector('dialog')).toBeNull();
    expect(calls).toEqual([
      {
        path: '/ajax/destination/update',
        body: { postal: '10001', nid: '1005', model: 'RC1005-WMB-48-BRS' },
      },
    ]);
    expect(readCookie('rove_dest_postal_US')).toBe('10001');
    expect(readCookie('rove_dest_label_US')).toBe('New York, NY 10001');
    expect(events.map((e) => e.detail)).toEqual([
      { nid: 1005, postal: '10001', restricted: false, modelsStock: REPLY.models_stock },
    ]);
  });

  it('sends no model when the buybox spoke about another product', async () => {
    const calls = serve(() => REPLY);
    page('US');
    emit('buybox-model-changed', { nid: 7, model: 'RC7-A', price: 10, currency: 'USD' });
    await submitPostal('10001');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body?.model).toBe('');
  });

  it('says a fragile product cannot go to a restricted code', async () => {
    serve(() => ({ ...REPLY, geo: { city: 'Anchorage', state_id: 'AK' }, restricted: true }));
    page('US');
    await submitPostal('99501');
    await waitFor(() =>
      expect(document.querySelector('.rove-delivery__restricted')?.textContent).toBe(
        'This product is fragile and not available for delivery to 99501.',
      ),
    );
    expect(document.querySelector('.rove-delivery__restricted')?.getAttribute('role')).toBe(
      'status',
    );
  });

  it('shows “Error response.” when the reply has no geo, keeping the typed code', async () => {
    serve(() => ({ ...REPLY, geo: undefined }));
    page('US');
    await submitPostal('00000');
    await waitFor(() => expect(alertText()).toBe('Error response.'));
    expect(input()?.value).toBe('00000');
    expect(input()?.getAttribute('aria-invalid')).toBe('true');
    expect(readCookie('rove_dest_postal_US')).toBeUndefined();
  });

  it.each([
    ['a server error', () => new Response('{}', { status: 500 })],
    ['a network failure', () => new TypeError('Failed to fetch')],
    ['an invalid reply', () => ({ geo: { city: 'X', state_id: 'Y' } })],
  ])('shows “An error has occurred.” on %s', async (_name, reply) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(reply);
    page('CA');
    await submitPostal('m5v 2t6');
    await waitFor(() => expect(alertText()).toBe('An error has occurred.'));
    expect(input()?.value).toBe('m5v 2t6');
    expect(input()?.getAttribute('aria-invalid')).toBe('true');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('starts from the country’s saved destination', async () => {
    serve(() => REPLY);
    writeCookie('rove_dest_label_CA', 'Toronto, ON M5V 2T6');
    writeCookie('rove_dest_postal_CA', 'M5V 2T6');
    writeCookie('rove_dest_label_US', 'New York, NY 10001');
    page('CA', '1006');
    await waitFor(() => expect(openButton()?.textContent).toBe('Deliver to Toronto, ON M5V 2T6'));
    openButton()?.click();
    await waitFor(() => expect(input()?.value).toBe('M5V 2T6'));
  });

  it('shows what the buybox’s check of the saved destination found, before or after it mounts', async () => {
    serve(() => REPLY);
    writeCookie('rove_dest_postal_US', '99501');
    writeCookie('rove_dest_label_US', 'Anchorage, AK 99501');
    emit('delivery-changed', { nid: 1007, postal: '99501', restricted: true, modelsStock: {} });
    page('US', '1007');
    await waitFor(() =>
      expect(document.querySelector('.rove-delivery__restricted')?.textContent).toBe(
        'This product is fragile and not available for delivery to 99501.',
      ),
    );
    expect(openButton()?.textContent).toBe('Deliver to Anchorage, AK 99501');
    writeCookie('rove_dest_label_US', 'New York, NY 10001');
    emit('delivery-changed', { nid: 1007, postal: '10001', restricted: false, modelsStock: {} });
    await waitFor(() => expect(openButton()?.textContent).toBe('Deliver to New York, NY 10001'));
    expect(document.querySelector('.rove-delivery__restricted')?.textContent).toBe('');
    removeCookie('rove_dest_postal_US');
    removeCookie('rove_dest_label_US');
  });
});
