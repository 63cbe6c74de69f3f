// @vitest-environment happy-dom
/**
 * The adapter to Places API (New) against the demo host's simulation of it (the same script a
 * person at /demo meets, a page that loads Maps itself) and against hand-made malformed
 * libraries. A page without Maps: google-places.loader.test.ts (Google's loader keeps page-wide
 * state that only a file of its own starts without).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHITE_HOUSE_ADDRESS } from './places.fixtures';

type Module = typeof import('./google-places');

interface SimulatedPlaces {
  requests: {
    input: string;
    includedRegionCodes: string[];
    sessionToken: string | null;
    language?: string;
    region?: string;
  }[];
  fetches: { id: string; fields: string[] }[];
}

const recorded = () =>
  (window as unknown as { __simulatedPlaces: SimulatedPlaces }).__simulatedPlaces;

/** A fresh copy of the adapter and of Google's loader (both keep page-wide state). */
async function freshAdapter(): Promise<Module> {
  vi.resetModules();
  return import('./google-places');
}

/** The Places service on a page that loads Maps itself: the demo host's simulation has run. */
async function simulatedService() {
  await import('../../../../demo-host/simulations/google/maps-places.js');
  const { loadPlaces } = await freshAdapter();
  return loadPlaces('site-key');
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  delete (window as { google?: unknown }).google;
  delete (window as { __simulatedPlaces?: unknown }).__simulatedPlaces;
  document.head.replaceChildren();
});

describe('on a page that loads Maps itself (the demo host’s simulation)', () => {
  it('suggests within the regions asked, with one session token, and fills the chosen place', async () => {
    const service = await simulatedService();
    const session = service.session(['us']);
    const options = await session.suggest('1600');
    expect(options).toEqual([
      {
        id: 'sim-us-white-house',
        main: '1600 Pennsylvania Avenue NW',
        secondary: 'Washington, DC 20500, USA',
      },
      {
        id: 'sim-us-amphitheatre',
        main: '1600 Amphitheatre Parkway',
        secondary: 'Mountain View, CA 94043, USA',
      },
    ]);
    await session.suggest('1600 Penn');
    const place = await session.choose('sim-us-white-house');
    expect(place.formatted).toBe('1600 Pennsylvania Avenue NW, Washington, DC 20500, USA');
    expect(place.address).toMatchObject(WHITE_HOUSE_ADDRESS);
    const { requests, fetches } = recorded();
    expect(requests.map((request) => request.includedRegionCodes)).toEqual([['us'], ['us']]);
    expect(new Set(requests.map((request) => request.sessionToken)).size).toBe(1);
    expect(fetches).toEqual([
      { id: 'sim-us-white-house', fields: ['addressComponents', 'formattedAddress'] },
    ]);
    // A new entry, a new token.
    await service.session(['us']).suggest('350 Fifth');
    expect(recorded().requests.at(-1)?.sessionToken).not.toBe(requests[0]?.sessionToken);
  });

  it('asks in the page’s language and for the shop’s region when given them', async () => {
    const service = await simulatedService();
    await service.session(['kr'], { language: 'ko', region: 'kr' }).suggest('1600');
    await service.session(['us']).suggest('1600');
    const [korean, plain] = recorded().requests;
    expect(korean).toMatchObject({ language: 'ko', region: 'kr' });
    expect(plain).not.toHaveProperty('language');
  });

  it('leaves out places outside the regions, and rejects what Google refuses', async () => {
    const service = await simulatedService();
    expect(await service.session(['gb']).suggest('1600')).toEqual([]);
    await expect(service.session(['us']).suggest('outage')).rejects.toThrow(/UNAVAILABLE/);
    const session = service.session(['gb']);
    await session.suggest('Baker');
    await expect(session.choose('sim-gb-baker-street')).rejects.toThrow(/NOT_FOUND/);
    await expect(session.choose('sim-us-white-house')).rejects.toThrow(/no suggestion/);
  });
});

describe('malformed libraries and replies', () => {
  const library = (reply: unknown, place?: unknown) => ({
    AutocompleteSuggestion: { fetchAutocompleteSuggestions: () => Promise.resolve(reply) },
    AutocompleteSessionToken: class {},
    place,
  });

  it('refuses a library without the Places API (New) surface', async () => {
    const { placesService } = await freshAdapter();
    expect(() => placesService({})).toThrow(TypeError);
    expect(() => placesService(null)).toThrow(TypeError);
  });

  it('rejects a reply that is not a list, and skips suggestions it cannot read', async () => {
    const { placesService } = await freshAdapter();
    await expect(
      placesService(library({ suggestions: 'x' }))
        .session(['us'])
        .suggest('abc'),
    ).rejects.toThrow(TypeError);
    const good = {
      placePrediction: { placeId: 'p1', mainText: { text: 'Main' }, toPlace: () => ({}) },
    };
    const reply = {
      suggestions: [
        null,
        { placePrediction: { placeId: '', mainText: { text: 'No id' }, toPlace: () => ({}) } },
        { placePrediction: { placeId: 'p2', mainText: { text: 'No place' } } },
        { placePrediction: { placeId: 'p3', toPlace: () => ({}) } },
        good,
      ],
    };
    expect(await placesService(library(reply)).session(['us']).suggest('abc')).toEqual([
      { id: 'p1', main: 'Main', secondary: '' },
    ]);
  });

  it('gives up on an answer that never comes, after the page’s request deadline', async () => {
    vi.useFakeTimers();
    try {
      const { placesService } = await freshAdapter();
      const silent = {
        AutocompleteSuggestion: { fetchAutocompleteSuggestions: () => new Promise(() => {}) },
        AutocompleteSessionToken: class {},
      };
      const asked = placesService(silent).session(['us']).suggest('abc');
      const outcome = expect(asked).rejects.toThrow(/did not answer in time/);
      await vi.advanceTimersByTimeAsync(15_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a place without an address to fill', async () => {
    const { placesService } = await freshAdapter();
    const place = {
      addressComponents: [{ longText: 'Somewhere', shortText: 'S', types: 'locality' }],
      fetchFields: () => Promise.resolve({}),
    };
    const reply = {
      suggestions: [
        { placePrediction: { placeId: 'p1', text: { text: 'Somewhere' }, toPlace: () => place } },
      ],
    };
    const session = placesService(library(reply)).session(['us']);
    await session.suggest('some');
    await expect(session.choose('p1')).rejects.toThrow(/no address/);
  });
});
