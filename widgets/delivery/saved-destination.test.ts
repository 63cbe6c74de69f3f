// @vitest-environment happy-dom
/**
 * The saved destination's check as a product page makes it on load: what it sends, what it
 * keeps and what it reports, with the call on a stubbed network.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../core/log';
import { readCookie, removeCookie, writeCookie } from '../../core/storage/cookies';
import { checkSavedDestination, savedPostal } from './saved-destination';

const request = { nid: 5, model: 'M-1', postal: '10001', country: 'US', basePath: '/' } as const;

function reply(body: unknown) {
  const fetch = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => resetLogOnce());
afterEach(() => {
  removeCookie('rove_dest_postal_US');
  removeCookie('rove_dest_label_US');
});

describe('savedPostal', () => {
  it('reads the shop country’s code as the popup saved it', () => {
    expect(savedPostal('US')).toBeNull();
    writeCookie('rove_dest_postal_CA', 'M5V 2T6');
    expect(savedPostal('CA')).toBe('M5V 2T6');
    expect(savedPostal('US')).toBeNull();
    removeCookie('rove_dest_postal_CA');
  });
});

describe('checkSavedDestination', () => {
  it('answers with the destination’s event and refreshes the label', async () => {
    const fetch = reply({ geo: { city: 'New York', state_id: 'NY' }, restricted: 0 });
    const detail = await checkSavedDestination(request, new AbortController().signal);
    expect(detail).toEqual({ nid: 5, postal: '10001', restricted: false, modelsStock: {} });
    const sent = fetch.mock.calls[0] as unknown as [Request];
    expect(await sent[0].json()).toEqual({ postal: '10001', nid: '5', model: 'M-1' });
    expect(readCookie('rove_dest_label_US')).toBe('New York, NY 10001');
  });

  it('keeps the saved code and says so once when the server does not know it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeCookie('rove_dest_postal_US', '10001');
    reply({ geo: [], restricted: false });
    expect(await checkSavedDestination(request, new AbortController().signal)).toBeNull();
    expect(await checkSavedDestination(request, new AbortController().signal)).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['[rove] saved delivery postal code 10001 unknown to the server; page stock shown'],
    ]);
    expect(readCookie('rove_dest_postal_US')).toBe('10001');
  });

  it('answers nothing once the page has let go of it', async () => {
    reply({ geo: { city: 'New York', state_id: 'NY' }, restricted: false });
    const controller = new AbortController();
    const pending = checkSavedDestination(request, controller.signal);
    controller.abort();
    expect(await pending).toBeNull();
    expect(readCookie('rove_dest_label_US')).toBeUndefined();
  });
});
