import { logOnce } from '../../../../core/log';
import { check, object, string } from '../../../../core/schema';

// settings.maps (issue 25): the key of the site's Maps JavaScript API. Without it the street
// fields stay plain and nothing is loaded; that is a choice of the site, not an error.
const mapsSchema = object({ apiKey: string(/^\S+$/) });

/**
 * The Maps API key from the page's settings, or null: absent → null silently; malformed →
 * null, logged once.
 *
 * @example mapsApiKey({ apiKey: 'AIza…' }) // 'AIza…'
 * @example mapsApiKey(undefined) // null
 */
export function mapsApiKey(settings: unknown): string | null {
  if (settings === undefined || settings === null) return null;
  const read = check(mapsSchema, settings);
  if (read.ok) return read.value.apiKey;
  logOnce('warn', 'places:settings', 'settings.maps is malformed; address suggestions are off');
  return null;
}
