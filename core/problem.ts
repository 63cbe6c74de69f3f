/**
 * What the SDK reports when something goes wrong on a live page (docs/monitoring.md): the same
 * words the console shows, as data a retailer's monitoring can count. Types only: the report
 * itself is `logOnce` (core/log.ts).
 */

/** The vendors whose scripts the SDK loads, one contract page each in docs/vendors/. */
export type VendorName =
  | 'stripe'
  | 'google-places'
  | 'kakao-postcode'
  | 'affirm'
  | 'klarna'
  | 'meta'
  | 'tiktok'
  | 'pinterest'
  | 'google-ads'
  | 'livechat';

/**
 * What went wrong. A vendor's: its script did not load (404, network, refused by the page's
 * Trusted Types), it loaded but its API never became ready (it threw, or never announced
 * itself), a call into it failed, or the page's CSP blocked it. 'widget' is any other problem
 * of the SDK's own (malformed settings, a server reply that does not fit, a failed call).
 */
export type ProblemKind =
  'script-failed' | 'not-ready' | 'call-failed' | 'blocked-by-csp' | 'widget';

/** The detail of the `problem` event (`Rove.on('problem', …)`, DOM `rove:problem`). */
export interface RoveProblem {
  level: 'warn' | 'error';
  /** The part of the SDK that met it: a widget ('checkout', 'chat'), 'tracking', 'loader'… */
  area: string;
  kind: ProblemKind;
  /** The console's message without `[rove] `. Never a shopper's data. */
  message: string;
  /** The vendor, for a vendor's problem. */
  vendor?: VendorName;
  /** The element's tag, when the problem came from one (the DOM event bubbles from it). */
  element?: string;
}
