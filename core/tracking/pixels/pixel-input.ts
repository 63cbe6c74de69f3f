import type { TrackedEvent } from '../events';

// What the ad pixels hear, shared by the small module every page carries (lazy-pixels.ts, which
// queues it) and the chunk it fetches (start-pixels.ts and the vendors, which act on it).

/** The host's consent changed after the pixels started: each vendor hears it in its terms. */
export type ConsentSignal = 'grant' | 'revoke';

/** What the pixels hear, in the order it happened: delivered events and consent changes. */
export type PixelInput = TrackedEvent | ConsentSignal;

/** Hears a delivered (consented) tracking event or a consent change. */
export type PixelListener = (input: PixelInput) => void;
