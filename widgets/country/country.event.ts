import { emit } from '../../core/bus';
import type { RoveEventMap } from '../../core/events';

/** Detail of the bus event 'country-changed' (tracking's change_country). */
export type CountryChangedDetail = RoveEventMap['country-changed'];

/**
 * Emits 'country-changed' on the bus and as `rove:country-changed` on the DOM, before the page
 * reloads with the new locale.
 *
 * @example emitCountryChanged({ from: 'US', to: 'UK' }, element)
 */
export function emitCountryChanged(
  detail: CountryChangedDetail,
  origin?: EventTarget | null,
): void {
  emit('country-changed', detail, origin);
}
