import type { HttpResult } from '../../core/http/json';
import { logOnce } from '../../core/log';
import type { Settled } from '../../core/request-runner';
import type { Store } from '../../core/store';
import type { ScrollMetrics } from '../shared/paging/infinite-scroll';
import { driveMachine } from '../shared/state/machine-driver';
import type { ListingPage } from './listing-api';
import type { ListingEffect, ListingEvent, ListingStep } from './listing.machine';

// The listing machine's adapters: the page request, the 2 s timer, the log and a fresh look at
// the window. Each effect the machine asks for is run here as it is; each answer goes back in
// as an event. No rule lives here (listing.machine.ts has them all).

export interface ListingAdapters {
  /** The page request (a latest-wins run of the element's runner; not current once it left). */
  fetchPage(url: string): Promise<Settled<HttpResult<ListingPage>>>;
  /** The window's measurements (windowMetrics in the browser). */
  metrics(): ScrollMetrics;
  /** Runs `task` once the view has caught up (the next animation frame); returns the cancel. */
  afterRender(task: () => void): () => void;
}

export interface ListingDriver {
  /** Applies an event to the store and runs the effects its step asks for. */
  send(event: ListingEvent): void;
  /** The element left: its timer and frame stop, and a page still on its way is ignored. */
  stop(): void;
  resume(): void;
}

/**
 * The machine in its store, joined to the page.
 *
 * @example const listing = createListingDriver(store, adapters); listing.send({ type: 'load-more-pressed', pageHeight: 3000 });
 */
export function createListingDriver(
  store: Store<ListingStep, ListingEvent>,
  adapters: ListingAdapters,
): ListingDriver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelFrame = () => {};

  const run = (effect: ListingEffect) => {
    switch (effect.type) {
      case 'fetch-page':
        void adapters.fetchPage(effect.url).then((settled) => {
          if (!settled.current) return; // the listing left the page
          const reply = settled.value;
          send(
            reply.ok
              ? { type: 'page-arrived', items: reply.data.items }
              : { type: 'page-failed', failure: reply.error },
          );
        });
        return;
      case 'start-timer':
        clearTimeout(timer);
        timer = setTimeout(() => send({ type: 'settle-elapsed' }), effect.ms);
        return;
      case 'report-failure':
        logOnce(
          'error',
          `listing:${effect.failure.kind}`,
          'infinite scroll page failed',
          effect.failure.message,
        );
        return;
      case 'measure':
        cancelFrame();
        cancelFrame = adapters.afterRender(() =>
          send({ type: 'measured', metrics: adapters.metrics() }),
        );
        return;
    }
  };

  const driver = driveMachine(store, {
    run,
    halt() {
      clearTimeout(timer);
      cancelFrame();
    },
  });
  const { send } = driver;
  return driver;
}
