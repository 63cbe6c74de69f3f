// @vitest-environment happy-dom
/**
 * The adapter and the street field against a stand-in of the Maps JavaScript API written from
 * the contract page alone (docs/vendors/google-places.md,
 * tests/vendors/stand-ins/google/maps-places.js), on a page that has Maps already: the calls as
 * Google's reference has them, the address per country as Google's address form guidance has
 * it, and each failure a call can meet — the field stays a plain field or keeps its text, and
 * the console gets one `[rove]` line naming Google. A page without Maps:
 * google-places.load.contract.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLogOnce } from '../../../../core/log';
import { resetSettings } from '../../../../core/settings/settings';
import { flushRenderer } from '../../../../tests/helpers/flush-render';
import { printSettings } from '../../../../tests/helpers/page-settings';
import { typeInto } from '../../testing/type-into';
import { announced, street, StreetField, WHITE_HOUSE_ADDRESS } from './places.fixtures';

interface StandInRecord {
  imports: string[];
  requests: { input: string; includedRegionCodes: string[]; sessionToken: unknown }[];
  fetches: { id: string; fields: string[]; sessionToken: unknown }[];
}
interface StandInOptions {
  refuseKey?: boolean;
  failSuggestions?: boolean;
  failLookups?: boolean;
}

const recorded = () =>
  (window as unknown as { __googlePlacesStandIn: StandInRecord }).__googlePlacesStandIn;

/** The page as a host that loads Maps itself leaves it: the stand-in has run. */
async function mapsOnPage(options: StandInOptions = {}): Promise<void> {
  (window as { __googlePlacesStandInOptions?: StandInOptions }).__googlePlacesStandInOptions =
    options;
  await import('../../../../tests/vendors/stand-ins/google/maps-places.js');
}

const fresh = () => import('./google-places');

/** The Places service on a page that has Maps already, as the stand-in leaves it. */
async function serviceOnMapsPage() {
  await mapsOnPage();
  const { loadPlaces } = await fresh();
  return loadPlaces('site-key');
}

beforeEach(() => {
  vi.resetModules();
  resetSettings();
  resetLogOnce();
});
afterEach(() => {
  for (const name of [
    'google',
    'gm_authFailure',
    '__googlePlacesStandIn',
    '__googlePlacesStandInOptions',
  ])
    delete (window as unknown as Record<string, unknown>)[name];
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the adapter against the stand-in', () => {
  it('uses the page’s Maps, asks within the regions with one token per entry, and fetches only the address', async () => {
    const service = await serviceOnMapsPage();
    expect(document.querySelector('script')).toBeNull();
    expect(recorded().imports).toEqual(['places']);

    const session = service.session(['us']);
    expect(await session.suggest('1600')).toEqual([
      {
        id: 'standin-us-penn',
        main: '1600 Pennsylvania Avenue NW',
        secondary: 'Washington, DC, USA',
      },
    ]);
    await session.suggest('1600 Penn');
    const place = await session.choose('standin-us-penn');
    expect(place).toEqual({
      formatted: '1600 Pennsylvania Avenue NW, Washington, DC, USA',
      address: WHITE_HOUSE_ADDRESS,
    });
    const { requests, fetches } = recorded();
    expect(requests.map((request) => request.includedRegionCodes)).toEqual([['us'], ['us']]);
    const token = requests[0]?.sessionToken;
    expect(token).toBeTruthy();
    expect(requests[1]?.sessionToken).toBe(token);
    // The token went with the Place's fetchFields, which asked for the address fields only.
    expect(fetches).toEqual([
      {
        id: 'standin-us-penn',
        fields: ['addressComponents', 'formattedAddress'],
        sessionToken: token,
      },
    ]);

    await service.session(['us']).suggest('Main');
    expect(recorded().requests.at(-1)?.sessionToken).not.toBe(token);
  });

  it('fills the town each country writes: the UK’s postal town, Brooklyn, a Korean city and gu', async () => {
    const service = await serviceOnMapsPage();
    const fill = async (query: string, id: string) => {
      const session = service.session(['us', 'gb', 'kr', 'ca', 'au', 'hk']);
      await session.suggest(query);
      return (await session.choose(id)).address;
    };
    expect(await fill('Snoring', 'standin-gb-village')).toMatchObject({
      street: '5 The Street',
      city: 'Fakenham',
      country: 'UK',
      postal: 'NR21 0HP',
    });
    expect(await fill('Brooklyn', 'standin-us-brooklyn')).toMatchObject({
      city: 'Brooklyn',
      province: { code: 'NY', name: 'New York' },
    });
    expect(await fill('판교역로', 'standin-kr-pangyo')).toMatchObject({
      street: '판교역로 166',
      city: '성남시 분당구',
      country: 'KR',
    });
    expect(await fill('Macquarie', 'standin-au-opera')).toMatchObject({
      city: 'Sydney',
      province: { code: 'NSW', name: 'New South Wales' },
    });
  });
});

describe('the street field when Google fails', () => {
  const { show } = flushRenderer();
  const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000 });
  const type = (text: string) => typeInto(street(), text);

  /** The field focused for the first time, on a fresh page (the chunk and adapter anew). */
  async function showAndFocus(apiKey = 'site-key') {
    printSettings({ locale: 'en_US', maps: { apiKey } });
    const { PlacesAutocomplete } = await import('./PlacesAutocomplete');
    show(<StreetField PlacesAutocomplete={PlacesAutocomplete} />);
    street().focus();
    street().dispatchEvent(new FocusEvent('focus'));
  }

  async function focusedField() {
    await showAndFocus();
    await waitFor(() => expect(street().getAttribute('role')).toBe('combobox'));
  }

  /** The console's lines of ours (Google's loader adds development notices of its own). */
  const ours = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map((call) => call[0]).filter((line) => String(line).startsWith('[rove]'));

  it('suggestions that fail: the typed text stays, one warning names Google Places', async () => {
    await mapsOnPage({ failSuggestions: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    await focusedField();
    type('1600');
    await waitFor(() =>
      expect(announced()).toBe('Address suggestions are unavailable. Please type the address.'),
    );
    type('1600 Penn');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(street().value).toBe('1600 Penn');
    expect(ours(warn)).toEqual(['[rove] address suggestions from Google Places failed']);
    expect(ours(error)).toEqual([]);
  });

  it('a lookup that fails: the typed text stays, one error names Google Places', async () => {
    await mapsOnPage({ failLookups: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await focusedField();
    type('1600');
    await waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(1));
    (document.querySelector('[role="option"]') as HTMLElement).dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true }),
    );
    (document.querySelector('[role="option"]') as HTMLElement).click();
    await waitFor(() =>
      expect(announced()).toBe('That address could not be filled in. Please type it.'),
    );
    expect(street().value).toBe('1600');
    expect(ours(error)).toEqual([
      '[rove] the chosen address could not be fetched from Google Places',
    ]);
  });

  it('a refused key (gm_authFailure): the field is plain again, one error names Google, the host’s handler still runs', async () => {
    const hostHandler = vi.fn();
    window.gm_authFailure = hostHandler;
    await mapsOnPage({ refuseKey: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await showAndFocus('refused-key');
    await waitFor(() =>
      expect(ours(error)).toEqual([
        '[rove] Google Maps refused the site’s key (gm_authFailure); address suggestions are off',
      ]),
    );
    await waitFor(() => expect(street().getAttribute('role')).toBeNull());
    expect(hostHandler).toHaveBeenCalledTimes(1);
    type('1600');
    expect(street().value).toBe('1600');
  });
});
