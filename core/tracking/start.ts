import { on as busOn, type RecordedEvent } from '../bus';
import type { RoveSettings } from '../settings/settings';
import { COOKIE } from '../storage/cookie-names';
import { localStore, type KeyValueStore } from '../storage/key-value';
import { diffCart } from './cart-diff';
import { readTrackingSettings } from './config';
import { createConsentQueue } from './consent';
import { documentCookies, type CookieJar } from './cookie-jar';
import { customerType, type TrackedUser } from './customer-type';
import { startGoogleConsent } from './google-consent';
import { pushToDataLayer, type DataLayerHost } from './data-layer';
import {
  addPaymentInfo,
  addShippingInfo,
  addToCart,
  beginCheckout,
  checkoutError,
  changeCountry,
  checkoutStep,
  coupon,
  emailCart,
  formSubmit,
  login,
  lookbookOpen,
  newsletterSignup,
  notifyMe,
  pageView,
  purchase,
  removeFromCart,
  search,
  searchResults,
  selectItem,
  swatch,
  viewCart,
  viewItem,
  viewItemList,
  wishlist,
  type EventContext,
  type TrackedEvent,
} from './events';
import type { TrackedProduct } from './items';
import { lazyPixels } from './pixels/lazy-pixels';
import { ORDER_INIT_COOKIE, ORDER_INIT_DAYS } from './order-init';
import { markPurchaseSent } from './purchase-once';
import type { PriceTestVariant } from './price-test';
import { touchSession, TRACKING_COOKIE_DAYS } from './session';

/** Everything startTracking reads, injectable for tests. */
export interface StartTrackingOptions {
  /** The page's window (dataLayer and location). */
  win: DataLayerHost & { location: { href: string; hostname: string } };
  settings: Pick<
    RoveSettings,
    'basePath' | 'country' | 'currency' | 'extra' | 'flags' | 'uc_love'
  > &
    Partial<Pick<RoveSettings, 'cookieDomain'>>;
  now?: () => number;
  random?: () => number;
  local?: KeyValueStore;
  cookies?: CookieJar;
  /** The bus subscription (core/bus `on`). */
  on?: typeof busOn;
  /**
   * The product behind a nid (and model); defaults to the settings' `tracking.products`, else
   * a bare item is sent.
   */
  product?: (nid: number, model: string | null) => TrackedProduct | undefined;
  /**
   * The cart's current lines; defaults to the settings' `tracking.cart`, then the lines each
   * 'cart-changed' carries.
   */
  cart?: () => readonly TrackedProduct[];
  /** Bus events emitted before tracking started (core/bus startRecording), heard now in order. */
  replay?: readonly RecordedEvent[];
}

/** The running tracking layer. */
export interface Tracking {
  /** Sends an event (through the consent queue). */
  track(event: TrackedEvent): void;
  /**
   * The host's consent arrived: a pixel that was told of a withdrawal hears the grant, Google
   * gets its Consent Mode update, then the held events flush in order.
   */
  grantConsent(): void;
  /**
   * The shopper withdrew consent: every started pixel hears it in its vendor's terms, Google
   * gets 'denied', and later events are held (nothing reaches the data layer or a pixel)
   * until the next grant. Kept across pages by the host, as the grant is: it prints
   * `tracking.consent: 'denied'` from then on.
   */
  revokeConsent(): void;
  /** The price test's variant (its rules load only for a visitor in it, see below). */
  readonly variant: Promise<PriceTestVariant | null>;
  /** Unsubscribes from the bus. */
  stop(): void;
}

/**
 * Starts tracking for the page: records the session, customer type and price test, sends
 * page_view (and the cart/checkout page's events), replays the settings' commands, and maps
 * bus events to data-layer events until `stop()`.
 *
 * @example
 * const tracking = startTracking({ win: window, settings: getSettings(), product: lookUp });
 * window.Rove.grantConsent = tracking.grantConsent; // when `tracking.consent` is 'pending'
 */
export function startTracking(options: StartTrackingOptions): Tracking {
  const { win, settings } = options;
  const now = options.now ?? Date.now;
  const local = options.local ?? localStore();
  const cookies = options.cookies ?? documentCookies(settings.cookieDomain);
  const subscribe = options.on ?? busOn;
  const config = readTrackingSettings(settings.extra);
  const context: EventContext = {
    country: settings.country,
    currency: settings.currency,
    brand: config.brand,
    excludedIds: config.excludedIds,
  };
  const pixels = lazyPixels(config.pixels, win);
  // Before anything of ours reaches the data layer: Google's default is 'denied'.
  const google = startGoogleConsent(win, config.consent, config.pixels);
  let granted = config.consent === undefined || config.consent === 'granted';
  const queue = createConsentQueue<TrackedEvent>(granted, (event) => {
    pushToDataLayer(win, event);
    pixels?.(event);
  });
  const grantConsent = () => {
    if (granted) return;
    granted = true;
    google?.(true);
    pixels?.('grant');
    queue.grant();
  };
  const revokeConsent = () => {
    if (!granted) return;
    granted = false;
    queue.revoke();
    google?.(false);
    pixels?.('revoke');
  };
  // A logged-in shopper's customer type needs their record (rove-customer.ts): until the page
  // view has gone, later events wait behind it in a second holding queue.
  const askCustomer = settings.flags.loggedIn;
  const held = createConsentQueue<TrackedEvent>(!askCustomer, queue.push);
  const track = held.push;
  let knownCart: readonly TrackedProduct[] = config.cart;
  const cart = () => options.cart?.() ?? knownCart;
  const pageProduct = (nid: number, model: string | null): TrackedProduct | undefined => {
    const found = config.products.find((candidate) => candidate.nid === nid);
    return found && model ? { ...found, variant: model } : found;
  };
  /** The page's product, else a bare item named by what the event knows. */
  const product = (nid: number, model: string | null, name?: string, price?: number) =>
    (options.product ?? pageProduct)(nid, model) ?? {
      id: model ?? nid,
      name: name ?? model ?? String(nid),
      price,
      variant: model ?? undefined,
    };

  let params = new URLSearchParams();
  try {
    params = new URL(win.location.href).searchParams;
  } catch {
    // about:blank: no utm parameters.
  }
  const utmCampaign = params.get('utm_campaign');
  const session = touchSession(local, now(), { pageView: true, utmCampaign });
  if (utmCampaign) cookies.write(COOKIE.utmCampaign, utmCampaign, { days: TRACKING_COOKIE_DAYS });
  // The experiment is off (spec/marketing.md §4): its rules load only for a visitor who brings its
  // parameters or a drawn variant (cookie or local key, both named rove_ab_variant).
  const inPriceTest =
    params.has('utm_source') ||
    params.has('utm_directive') ||
    !!(cookies.read(COOKIE.priceTestVariant) ?? local.get(COOKIE.priceTestVariant));
  const variant = inPriceTest
    ? import('./price-test').then(
        ({ runPriceTest }) =>
          runPriceTest(
            params,
            win.location.hostname,
            cookies,
            local,
            options.random ?? Math.random,
          ),
        () => null, // not fetched: this page counts as outside the test
      )
    : Promise.resolve(null);

  // The customer type needs the account's age and orders: a logged-in shopper's record, asked
  // once a session.
  const viewPage = (user: TrackedUser | null) => {
    queue.push(pageView(config.pageType, customerType(user, session.count, now())));
    held.grant();
  };
  if (askCustomer)
    import('./rove-customer')
      .then(({ sessionCustomer }) => sessionCustomer(local, session.count, settings, now()))
      .then(viewPage, () => viewPage(null));
  else viewPage(null);
  // The order-init cookie names the order whose checkout began (order-init.ts).
  let checkoutBegun = !!config.orderId && cookies.read(ORDER_INIT_COOKIE) === config.orderId;
  const begin = () => {
    if (checkoutBegun) return;
    checkoutBegun = true;
    track(beginCheckout(cart(), context));
    if (config.orderId) cookies.write(ORDER_INIT_COOKIE, config.orderId, { days: ORDER_INIT_DAYS });
  };
  if (config.pageType === 'cart') track(viewCart(cart(), context));
  if (config.list) track(viewItemList('category', config.list.name, config.list.products, context));
  // A reload of the complete page must not count the order twice.
  if (config.order && markPurchaseSent(local, config.order.transaction_id)) {
    const { items, ...order } = config.order;
    track(purchase(order, items, context));
  }
  if (config.pageType === 'checkout') {
    if (settings.flags.checkoutReview) {
      track(addPaymentInfo(cart(), context));
      track(checkoutStep(4, 'Payment Entered'));
    } else if (settings.flags.loggedIn) {
      track(login());
      begin();
    }
  }
  // Server-driven commands are rare: their schemas load on first use, and keep their order.
  const runCommand = (value: unknown) =>
    Promise.all([import('./commands'), variant]).then(
      ([{ parseCommand, commandEvents }, inVariant]) => {
        const command = parseCommand(value);
        if (command) commandEvents(command, { ...context, variant: inVariant }).forEach(track);
      },
      // Never a rejection for the host page to report: the chunk cannot load when the shopper
      // leaves as it is asked for (Firefox cancels it), and a command is worth no more noise.
      () => undefined,
    );
  config.commands.forEach(runCommand);

  let cartLines = cart();
  const viewed = new Set<number>();
  let shippingSent = false;
  const heard = new Map<string, (detail: never) => void>();
  const listen: typeof busOn = (name, listener) => {
    const hear = (detail: Parameters<typeof listener>[0]) => {
      touchSession(local, now()); // any interaction is activity for the 30-minute rule
      listener(detail);
    };
    heard.set(name, hear);
    return subscribe(name, hear);
  };
  const offs = [
    listen('buybox-model-changed', ({ nid, model, price }) => {
      if (viewed.has(nid)) return;
      viewed.add(nid);
      track(viewItem(product(nid, model, undefined, price ?? undefined), context));
    }),
    listen('cart-added', ({ nid, model, qty }) => {
      track(addToCart([{ ...product(nid, model), quantity: qty }], context));
      cartLines = cart();
    }),
    listen('cart-changed', ({ lines }) => {
      if (lines)
        knownCart = lines.map(({ nid, model, title, price, qty }) => ({
          // The same line as before keeps its ids, so the diff below matches it.
          ...(knownCart.find((line) => line.nid === nid && line.variant === model) ??
            product(nid, model, title)),
          nid,
          variant: model,
          price,
          quantity: qty,
        }));
      const { added, removed } = diffCart(cartLines, (cartLines = cart()));
      if (removed.length) track(removeFromCart(removed, context));
      if (added.length) track(addToCart(added, context));
    }),
    listen('love-changed', ({ nid, selected }) => {
      // Without a product, only the count was refreshed from the server: nothing to track.
      if (nid !== undefined) track(wishlist(selected === true, product(nid, null), context));
    }),
    listen('notify-me', ({ nid, model, qty }) =>
      track(notifyMe({ ...product(nid, model), quantity: qty }, context)),
    ),
    listen('search-submitted', ({ query }) => track(search(query))),
    listen('search-results-changed', ({ query, nbHits, hits }) => {
      track(searchResults(query, nbHits));
      if (hits?.length)
        track(
          viewItemList(
            'search',
            query,
            hits.map(({ objectID, nid, title, price, google_tag_id }) => ({
              id: objectID,
              nid,
              name: title,
              price,
              // The hit's Google id: Google Ads' remarketing id for the item (spec/marketing.md §3).
              id_google: google_tag_id || undefined,
            })),
            context,
          ),
        );
    }),
    listen('newsletter-subscribed', () => track(newsletterSignup(context.currency))),
    listen('email-cart-sent', ({ recipients, subscribe }) =>
      track(emailCart(recipients, subscribe, cart(), context)),
    ),
    listen('suggestion-selected', ({ query, index, objectID }) =>
      track(selectItem('search_suggestions', index, { id: objectID, name: query }, 0, context)),
    ),
    listen('checkout-step-changed', ({ step, name }) => {
      track(checkoutStep(step, name));
      if (step >= 1) begin(); // an anonymous shopper has given the account email
      if ((name === 'protection' || name === 'payment') && !shippingSent) {
        shippingSent = true;
        track(addShippingInfo(cart(), context));
      }
    }),
    listen('checkout-error', ({ message, step, fields }) =>
      track(checkoutError(message, step, fields)),
    ),
    // Pushed synchronously: the page reloads with the new locale right after.
    listen('country-changed', ({ from, to }) => track(changeCountry(from, to))),
    listen('lookbook-opened', ({ title }) => track(lookbookOpen(title))),
    listen('coupon-changed', ({ action, code, total }) => track(coupon(action, code, total))),
    listen('tracking-command', runCommand),
    listen('swatch-displayed', ({ count }) => track(swatch('display', count))),
    listen('swatch-requested', ({ optionIds }) => {
      track(swatch('request', optionIds.length));
      track(formSubmit('swatch'));
    }),
    listen('trade-applied', () => track(formSubmit('trade'))),
    listen('form-submitted', ({ form }) => track(formSubmit(form))),
  ];

  for (const [name, detail] of options.replay ?? []) heard.get(name)?.(detail as never);

  return {
    track,
    grantConsent,
    revokeConsent,
    variant,
    stop: () => offs.forEach((off) => off()),
  };
}
