import type { Country } from '../../core/country';
import type { RoveEventMap } from '../../core/events';
import { logOnce } from '../../core/log';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { updateDestination } from './delivery-api';
import {
  DESTINATION_COOKIE_DAYS,
  destinationCookieNames,
  destinationOutcome,
} from './delivery.logic';

// The destination override a shopper saved (spec/product.md §4: per country, in cookies, 365 days):
// the one writer of its cookies, and the check a product page makes of it as it loads. The
// override decides satellite stock and whether a fragile product may be bought, so a page
// must not offer the purchase controls on the strength of an answer from another visit.

/** Keeps a destination the server accepted: its postal code and the label the button shows. */
export function saveDestination(country: Country, postal: string, label: string): void {
  const names = destinationCookieNames(country);
  writeSiteCookie(names.postal, postal, { days: DESTINATION_COOKIE_DAYS });
  writeSiteCookie(names.label, label, { days: DESTINATION_COOKIE_DAYS });
}

/**
 * The saved postal code for the shop's country, as it is sent; null when none is saved. Only
 * what the delivery popup wrote is there (a validated, normalised code): the cookie is checked
 * for its shape alone — anything else (edited by hand) is not sent — and the server, which
 * answers for the code, is the judge of the rest.
 */
export function savedPostal(country: Country): string | null {
  const saved = readCookie(destinationCookieNames(country).postal);
  if (saved === undefined) return null;
  if (/^[\dA-Z][\dA-Z -]{2,9}$/.test(saved)) return saved;
  logOnce('warn', 'delivery:saved-invalid', 'saved delivery postal code ignored: malformed');
  return null;
}

export interface SavedDestinationRequest {
  nid: number;
  /** The product's current model ('' when the options are not all chosen yet). */
  model: string;
  postal: string;
  country: Country;
  basePath: string;
}

/**
 * Asks `ajax/destination/update` about the saved postal code for this product. The answer, as
 * the 'delivery-changed' event carries it, when the server knows the code; null when the call
 * failed or the code is unknown (logged once: the page then goes by its own stock, as it would
 * without a saved destination). A good answer refreshes the cookies' label and their 365 days.
 */
export async function checkSavedDestination(
  request: SavedDestinationRequest,
  signal: AbortSignal,
): Promise<RoveEventMap['delivery-changed'] | null> {
  const { nid, postal, country } = request;
  const reply = await updateDestination(
    request.basePath,
    { postal, nid, model: request.model },
    signal,
  );
  if (signal.aborted) return null;
  if (!reply.ok) {
    logOnce(
      'error',
      `delivery:saved:${reply.error.kind}`,
      'saved delivery destination not checked; page stock shown',
      reply.error.message,
    );
    return null;
  }
  const outcome = destinationOutcome(reply.data, postal);
  if (outcome.kind === 'no-geo') {
    logOnce(
      'warn',
      'delivery:saved:no-geo',
      `saved delivery postal code ${postal} unknown to the server; page stock shown`,
    );
    return null;
  }
  saveDestination(country, postal, outcome.label);
  return { nid, postal, restricted: outcome.restricted, modelsStock: reply.data.models_stock };
}
