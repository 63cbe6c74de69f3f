import { emit } from '../../core/bus';
import { logOnce } from '../../core/log';
import { createRequestRunner, type RequestRunner } from '../../core/request-runner';
import type { Store } from '../../core/store';
import { checkSavedDestination } from '../delivery/saved-destination';
import { driveMachine, type MachineDriver } from '../shared/state/machine-driver';
import { addToCart, requestNotifyMe } from './buybox-api';
import type { BuyboxEffect, BuyboxEvent, BuyboxLine, BuyboxStep } from './buybox.machine';
import { openWithDialogs, prefetchBuyboxDialogs } from './dialogs-on-demand';
import { requestProtectionOffers } from './protection-api';
import { sendOnce } from './send-once';

// The buy box machine's adapters: the calls, the dialogs' chunk, the upsell's timer and the
// bus. Each effect the machine asks for is run here as it is; each answer goes back in as an
// event. No rule lives here (buybox.machine.ts has them all).

export interface BuyboxAdapters {
  readonly nid: number;
  /** The product's title, sent with the protection-offers request. */
  readonly title: string;
  readonly basePath: string;
  readonly country: Parameters<typeof checkSavedDestination>[0]['country'];
  /** Where bus events are dispatched from (the element). */
  readonly host: HTMLElement | undefined;
}

/** `stop`: calls on their way are aborted and ignored, the upsell's timer stops. */
export type BuyboxDriver = MachineDriver<BuyboxEvent>;

/** A runner for each effect the machine asks for. */
type EffectRunners = {
  [T in BuyboxEffect['type']]: (effect: Extract<BuyboxEffect, { type: T }>) => void;
};

/**
 * The effects as they run, each answer going back as an event: adding to the cart and notify
 * me (one at a time, never repeated), the cover (its own runner: it never waits for, nor blocks,
 * an add), the offers and the saved destination (latest wins: a newer question aborts the older
 * one), the dialogs' chunk, the upsell's timer and the bus.
 */
function buyboxEffects(adapters: BuyboxAdapters, send: (event: BuyboxEvent) => void) {
  const { nid, title, basePath, country, host } = adapters;
  const orders = createRequestRunner();
  const covers = createRequestRunner();
  const offers = createRequestRunner();
  const saved = createRequestRunner();
  const runners = [orders, covers, offers, saved];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Adds a line; the machine hears the new count, or null (nothing sent is a failure too). */
  const add = (
    runner: RequestRunner,
    line: BuyboxLine,
    area: string,
    failure: string,
    answered: (count: number | null) => BuyboxEvent,
  ) => {
    const sent = sendOnce(
      runner,
      (signal) => addToCart(line, { basePath, signal }),
      area,
      failure,
      (reply) => send(answered(reply ? reply.count : null)),
    );
    if (!sent) send(answered(null));
  };

  const run: EffectRunners = {
    'add-line': ({ line }) =>
      add(orders, line, 'cart', 'add to cart failed', (count) => ({
        type: 'add-answered',
        line,
        count,
      })),
    'add-cover': ({ line }) =>
      add(covers, line, 'cover', 'adding the cover failed', (count) => ({
        type: 'cover-answered',
        line,
        count,
      })),
    'send-notify': ({ request }) => {
      const sent = sendOnce(
        orders,
        (signal) => requestNotifyMe(request, { basePath, signal }),
        'notify',
        'notify-me failed',
        (accepted) => send({ type: 'notify-answered', accepted: accepted !== null }),
      );
      if (!sent) send({ type: 'notify-answered', accepted: false });
    },
    'ask-offers': ({ model }) =>
      void offers
        .latest((signal) => requestProtectionOffers({ title, nid, model }, { basePath, signal }))
        .then((asked) => {
          if (!asked.current) return;
          const reply = asked.value;
          if (!reply.ok)
            logOnce(
              'warn',
              'buybox:protection',
              `protection offers unavailable (${reply.error.message}); none shown`,
            );
          send({ type: 'offers-answered', model, offers: reply.ok ? reply.data : null });
        }),
    'drop-offers': () => offers.abort(),
    'check-saved-destination': ({ postal, model }) =>
      void saved
        .latest((signal) =>
          checkSavedDestination({ nid, model, postal, country, basePath }, signal),
        )
        .then((checked) => {
          if (!checked.current) return;
          // Emitted as the delivery element's own answer is: the box and <rove-delivery> follow.
          if (checked.value) emit('delivery-changed', checked.value, host);
          send({ type: 'saved-destination-checked' });
        }),
    'load-dialogs': () =>
      openWithDialogs(
        () => send({ type: 'dialogs-loaded' }),
        () => send({ type: 'dialogs-failed' }),
      ),
    'prefetch-dialogs': prefetchBuyboxDialogs,
    'start-upsell-timer': ({ ms }) => {
      clearTimeout(timer);
      timer = setTimeout(() => send({ type: 'upsell-elapsed' }), ms);
    },
    'announce-cart-added': ({ detail }) => emit('cart-added', detail, host),
    'announce-notify-me': ({ detail }) => emit('notify-me', detail, host),
  };

  return {
    run: (effect: BuyboxEffect) => (run[effect.type] as (effect: BuyboxEffect) => void)(effect),
    halt() {
      clearTimeout(timer);
      runners.forEach((runner) => runner.stop());
    },
    resume: () => runners.forEach((runner) => runner.resume()),
  };
}

/**
 * The machine in its store, joined to the page.
 *
 * @example const box = createBuyboxDriver(store, adapters); box.send({ type: 'add-pressed' });
 */
export function createBuyboxDriver(
  store: Store<BuyboxStep, BuyboxEvent>,
  adapters: BuyboxAdapters,
): BuyboxDriver {
  // The effects send their answers back through the driver they belong to.
  const driver: BuyboxDriver = driveMachine(
    store,
    buyboxEffects(adapters, (event) => driver.send(event)),
  );
  return driver;
}
