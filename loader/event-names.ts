import type { RoveEventName } from '../core/events';
import type { RoveProblem } from '../core/problem';

/**
 * Every bus event the SDK emits (core/events.ts), as a value: `Rove.on` fetches this file when
 * a host script listens, to report a listener that can never be called (spec/shell.md §8). Not in
 * the kit every page loads: most pages have no host listener.
 */
const EVENT_NAMES = [
  'love-changed',
  'search-results-changed',
  'search-submitted',
  'suggestion-selected',
  'buybox-model-changed',
  'cart-added',
  'cart-changed',
  'notify-me',
  'delivery-changed',
  'checkout-step-changed',
  'checkout-error',
  'overlay-changed',
  'country-changed',
  'login-role-checked',
  'form-submitted',
  'popup-shown',
  'newsletter-subscribed',
  'email-cart-sent',
  'lookbook-opened',
  'coupon-changed',
  'swatch-displayed',
  'swatch-selection-changed',
  'swatch-requested',
  'trade-applied',
  'tracking-command',
  'ready',
  'problem',
] as const satisfies readonly RoveEventName[];

// The list names every event of the map: a new event without its name here fails the type check.
type Unlisted = Exclude<RoveEventName, (typeof EVENT_NAMES)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

const names: ReadonlySet<string> = new Set(EVENT_NAMES);

/** @example isEventName('love-changed') // true */
export function isEventName(name: unknown): name is RoveEventName {
  return typeof name === 'string' && names.has(name);
}

/**
 * Reports a host's `Rove.on(name, listener)` that can never be called: a listener that is not a
 * function (it was never subscribed) or a name no event has (unsubscribed with `off`). One
 * `[rove]` error per call. A `problem` listener is handed the problems reported before it was
 * added (`earlier`), so a monitoring hook that runs once the SDK is ready misses none
 * (docs/monitoring.md).
 */
export function checkListener(
  name: unknown,
  listener: unknown,
  off: () => void,
  earlier: readonly RoveProblem[] = [],
): void {
  if (typeof listener !== 'function') {
    console.error(`[rove] Rove.on('${String(name)}'): the listener is not a function`);
  } else if (!isEventName(name)) {
    off();
    console.error(`[rove] Rove.on('${String(name)}'): no such event`);
  } else if (name === 'problem') {
    for (const problem of earlier)
      try {
        (listener as (detail: RoveProblem) => void)(problem);
      } catch (error) {
        console.error('[rove] a listener of problem threw', error);
      }
  }
}
