/**
 * Whether the shopper is leaving the page. Firefox and WebKit cancel the page's requests the
 * moment a navigation starts — just after `beforeunload`, long before `pagehide`, which waits
 * for the next page's answer — so a chunk or a call in flight then fails although nothing is
 * wrong (the measurements: docs/decisions/0088). Such a failure is neither reported nor shown:
 * the page is going, and the shopper may come back to it.
 *
 * The page is left from `beforeunload` until it is shown again (`pageshow`: Back brings it out
 * of the back/forward cache) or the shopper acts on it (`pointerdown`, `keydown`): a navigation
 * can end without leaving — a download, or "Stay" in the host's own "Leave site?" prompt.
 * A `beforeunload` listener that never cancels keeps the page cacheable (Chromium, WebKit and,
 * measured, Firefox ESR 153).
 */

/** While the shopper is leaving: settles when they stay or come back. */
let leaving: Promise<void> | null = null;
let stay = () => {};

if (typeof addEventListener === 'function') {
  addEventListener('beforeunload', () => (leaving ??= new Promise((resolve) => (stay = resolve))));
  for (const type of ['pageshow', 'pointerdown', 'keydown'])
    addEventListener(type, () => leaving && ((leaving = null), stay()), true);
}

/**
 * While a navigation away from the page is under way, a promise that settles once the shopper
 * is back on the page (see above), to try again what the navigation cancelled; otherwise null.
 */
export const pageLeaving = (): Promise<void> | null => leaving;
