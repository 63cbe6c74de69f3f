// @vitest-environment happy-dom
/**
 * A page without Maps (docs/vendors/google-places.md): Google's own loader bootstraps the Maps
 * JavaScript API from maps.googleapis.com with the site's key and its callback; a tag that fails
 * is a `script-failed` PlacesLoadError and is tried again on the next focus; the API script —
 * here the contract's stand-in (tests/vendors/stand-ins/google/maps-places.js) — replaces the
 * bootstrap's importLibrary and calls the callback, and the places library is used. A file of
 * its own: Google's loader keeps page-wide state.
 */
import { expect, it, vi } from 'vitest';
import { loadPlaces, PlacesLoadError } from './google-places';

/** The API tags the page asks for; happy-dom runs none, so their outcome is played here. */
function requestedTags(): HTMLScriptElement[] {
  const tags: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) tags.push(node);
  });
  return tags;
}

it('a tag that fails is script-failed, and a later focus loads the API and uses its places', async () => {
  const mapsTags = requestedTags();
  const failed = loadPlaces('site-key');
  await vi.waitFor(() => expect(mapsTags).toHaveLength(1));
  mapsTags[0]?.dispatchEvent(new Event('error'));
  const error: unknown = await failed.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(PlacesLoadError);
  expect((error as PlacesLoadError).failure).toBe('script-failed');

  const loading = loadPlaces('site-key');
  await vi.waitFor(() => expect(mapsTags).toHaveLength(2));
  const url = new URL(mapsTags[1]?.src ?? '');
  expect(url.searchParams.get('key')).toBe('site-key');
  expect(url.searchParams.get('libraries')).toBe('places');
  expect(url.searchParams.get('callback')).toBe('google.maps.__ib__');
  // The API script runs (happy-dom runs none: the stand-in's file is run here, and its
  // callback called as the real script calls the one named in its URL).
  const bootstrapCallback = (window.google?.maps as unknown as { __ib__: () => void }).__ib__;
  await import('../../../../tests/vendors/stand-ins/google/maps-places.js');
  bootstrapCallback();
  const service = await loading;
  const session = service.session(['gb']);
  await session.suggest('Snoring');
  expect((await session.choose('standin-gb-village')).address.city).toBe('Fakenham');
  expect(mapsTags).toHaveLength(2);
});
