// @vitest-environment happy-dom
/**
 * The street field as a shopper and a screen reader meet it: nothing without a Maps key, the
 * combobox once the field is first focused, suggestions after a pause in typing, the keyboard,
 * the choice handed to the form, and the polite announcements. Google's side is the demo host's
 * simulation (a page that loads Maps itself). Runs under React and again under preact/compat.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushRenderer } from '../../../../tests/helpers/flush-render';
import { resetLogOnce } from '../../../../core/log';
import { resetSettings } from '../../../../core/settings/settings';
import { typeInto } from '../../testing/type-into';
import { PlacesAutocomplete, type ChosenPlace } from './PlacesAutocomplete';
import { announced, street, StreetField } from './places.fixtures';
import { printSettings } from '../../../../tests/helpers/page-settings';

const { show } = flushRenderer();
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 3000 });

function page(settings: object) {
  printSettings({ locale: 'en_US', ...settings });
}

const options = () => [...document.querySelectorAll('[role="option"]')];
const type = (text: string) => typeInto(street(), text);
const press = (key: string) =>
  street().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

beforeEach(async () => {
  resetSettings();
  resetLogOnce();
  vi.resetModules();
  await import('../../../../demo-host/simulations/google/maps-places.js');
});
afterEach(() => {
  delete (window as { google?: unknown }).google;
  document.head.replaceChildren();
});

describe('PlacesAutocomplete', () => {
  it('without a Maps key: a plain field, nothing loaded, nothing logged', async () => {
    page({});
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    show(<StreetField PlacesAutocomplete={PlacesAutocomplete} onPlace={() => {}} />);
    street().focus();
    type('1600');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(street().getAttribute('role')).toBeNull();
    expect(document.querySelector('.rove-places')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('with malformed settings: a plain field, and one warning', async () => {
    page({ maps: { apiKey: '' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show(<StreetField PlacesAutocomplete={PlacesAutocomplete} onPlace={() => {}} />);
    street().focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(street().getAttribute('role')).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['[rove] settings.maps is malformed; address suggestions are off'],
    ]);
  });

  it('becomes a combobox on the first focus, suggests after a pause, and fills the choice', async () => {
    page({ maps: { apiKey: 'site-key' } });
    const chosen: ChosenPlace[] = [];
    show(
      <StreetField
        PlacesAutocomplete={PlacesAutocomplete}
        onPlace={(place) => chosen.push(place)}
      />,
    );
    expect(street().getAttribute('role')).toBeNull();
    street().focus();
    await waitFor(() => expect(street().getAttribute('role')).toBe('combobox'));
    expect(street().getAttribute('aria-autocomplete')).toBe('list');
    expect(street().getAttribute('aria-expanded')).toBe('false');

    type('16');
    type('160');
    type('1600');
    await waitFor(() => expect(options()).toHaveLength(2));
    const listbox = document.getElementById(street().getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.getAttribute('aria-label')).toBe('Address suggestions');
    expect(street().getAttribute('aria-expanded')).toBe('true');
    expect(announced()).toBe('2 addresses found. Use the up and down arrow keys to choose one.');
    // One request for the pause.
    const simulated = (window as unknown as { __simulatedPlaces: { requests: unknown[] } })
      .__simulatedPlaces;
    expect(simulated.requests).toHaveLength(1);
    // In the page's language and for the shop's country, not as the browser is set.
    expect(simulated.requests[0]).toMatchObject({ language: 'en', region: 'us' });

    press('ArrowDown');
    await waitFor(() =>
      expect(street().getAttribute('aria-activedescendant')).toBe(options()[0]?.id),
    );
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    press('Enter');
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]?.address.postal).toBe('20500');
    await waitFor(() => expect(street().value).toBe('1600 Pennsylvania Avenue Northwest'));
    expect(street().getAttribute('aria-expanded')).toBe('false');
    expect(street().hasAttribute('aria-activedescendant')).toBe(false);
    await waitFor(() =>
      expect(announced()).toBe(
        'Address filled in: 1600 Pennsylvania Avenue NW, Washington, DC 20500, USA.',
      ),
    );
  });

  it('keeps the typed text on Escape and when the suggestions fail', async () => {
    page({ maps: { apiKey: 'site-key' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show(<StreetField PlacesAutocomplete={PlacesAutocomplete} onPlace={() => {}} />);
    street().focus();
    await waitFor(() => expect(street().getAttribute('role')).toBe('combobox'));
    type('1600');
    await waitFor(() => expect(options()).toHaveLength(2));
    press('Escape');
    await waitFor(() => expect(street().getAttribute('aria-expanded')).toBe('false'));
    expect(street().value).toBe('1600');

    type('outage lane');
    await waitFor(() =>
      expect(announced()).toBe('Address suggestions are unavailable. Please type the address.'),
    );
    expect(street().value).toBe('outage lane');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[rove] address suggestions from Google Places failed',
    ]);
  });
});
