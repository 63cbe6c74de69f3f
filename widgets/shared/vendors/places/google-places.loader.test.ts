// @vitest-environment happy-dom
/**
 * A page without Maps: Google's own loader (@googlemaps/js-api-loader) bootstraps the Maps
 * JavaScript API with the site's key on the first load, and a failed load is tried again on the
 * next. A file of its own: the loader keeps page-wide state (its options are set once).
 */
import { expect, it, vi } from 'vitest';
import { loadPlaces } from './google-places';

it('bootstraps the API with the site’s key, and forgets a failure', async () => {
  const loading = loadPlaces('site-key');
  await vi.waitFor(() => expect(document.querySelector('script')).not.toBeNull());
  const script = document.querySelector('script');
  const url = new URL(script?.src ?? '');
  expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
  expect(url.searchParams.get('key')).toBe('site-key');
  expect(url.searchParams.get('v')).toBe('weekly');
  expect(url.searchParams.get('libraries')).toBe('places');
  expect(url.searchParams.get('callback')).toBe('google.maps.__ib__');
  // No network here: the script fails, the load rejects, and a later focus tries again.
  script?.dispatchEvent(new Event('error'));
  await expect(loading).rejects.toThrow(/could not load/);
  expect(loadPlaces('site-key')).not.toBe(loading);
});
