import type { Country } from './country';
import type { RoveProblem } from './problem';

/** A cart line as events describe it (the cart's lines after a change). */
export interface CartLineSummary {
  nid: number;
  model: string;
  title: string;
  price: number;
  qty: number;
}

/** A search hit as events describe it. */
export interface HitSummary {
  objectID: string;
  nid?: number;
  title: string;
  price?: number;
  /** The hit's id for Google's ads (spec/marketing.md §3), when the record has one. */
  google_tag_id?: string;
}

/**
 * Every bus event and its detail. Each is also dispatched as a bubbling DOM
 * `CustomEvent('rove:<name>', {detail})`, so host scripts and tag managers can listen.
 * Later widgets add their events here.
 */
export interface RoveEventMap {
  /**
   * The wishlist changed: a love toggle settled (the product, its new state and the counter),
   * or — without nid and selected — the server's count was refreshed (live info).
   */
  'love-changed': { count: number; nid?: number; selected?: boolean };
  /** The search results page settled on a result set (after each query, not each load-more). */
  'search-results-changed': {
    type: string;
    query: string;
    facets: Record<string, string[]>;
    nbHits: number;
    /** The first hits shown (tracking lists 3 of them). */
    hits?: readonly HitSummary[];
  };
  /** The header search sent the shopper to a results page (Enter, view-all, a recent search). */
  'search-submitted': { query: string; href: string };
  /** The shopper chose a suggestion in the header search panel. */
  'suggestion-selected': { query: string; index: string; objectID: string; url: string };
  /**
   * The product page's chosen model changed (or became incomplete: model null). Delivery and
   * financing elements follow it.
   */
  'buybox-model-changed': {
    nid: number;
    model: string | null;
    price: number | null;
    currency: string;
  };
  /**
   * A line was added to the cart; count is the cart's new item count, protection the id of the
   * protection offer bought with it (absent when none).
   */
  'cart-added': { nid: number; model: string; qty: number; count: number; protection?: string };
  /**
   * The cart page changed the cart (quantities, a removed line); count is the cart's new item
   * count as the server answered it. The header's cart count follows it like 'cart-added'.
   */
  'cart-changed': { count: number; lines?: readonly CartLineSummary[] };
  /** The shopper asked to be told when a sold-out model is back (spec/product.md notify-me). */
  'notify-me': { nid: number; model: string; qty: number; email: string };
  /**
   * A delivery destination was set for a product: its stock per model there, and whether the
   * product cannot be delivered to it (fragile).
   */
  'delivery-changed': {
    nid: number;
    postal: string;
    restricted: boolean;
    modelsStock: Record<string, unknown>;
  };
  /** The checkout opened a step (spec/checkout.md numbers: account 0 … payment 4). */
  'checkout-step-changed': { step: number; name: string };
  /**
   * A checkout step refused to continue because required fields are empty (the specification's
   * checkoutError event): the message ('Please complete this field') and the fields' names.
   */
  'checkout-error': { step: number; message: string; fields: string[] };
  /**
   * Something that covers the page opened or closed: a widget's modal, the search panel, the
   * checkout (core/overlays, whose overlayOpen() tells whether anything still is).
   */
  'overlay-changed': { owner: string; open: boolean };
  /**
   * The shopper chose another country (`<rove-country>`); the page reloads with its locale
   * right after, so listeners must act synchronously.
   */
  'country-changed': { from: Country; to: Country };
  /** The login form's staff-role check answered for the name typed (spec/shell.md §6). */
  'login-role-checked': { staff: boolean };
  /** A CMS form of spec/marketing.md §2 was submitted (`<form data-rove-form>`, loader/page/tracked-forms.ts). */
  'form-submitted': { form: 'contact' | 'giftcard' | 'outlet' };
  /** A popup opened (after its trigger, conditions and caps). */
  'popup-shown': { id: string; kind: string };
  /**
   * A popup's email form subscribed the visitor (Klaviyo list or the email-marketing
   * endpoint): tracking sends generate_lead with value 35 (spec/marketing.md §9).
   */
  'newsletter-subscribed': { popupId: string; kind: string; list: string };
  /**
   * Email-my-cart finished sending to `recipients` addresses (whatever the answer); subscribe:
   * the shopper also asked for the newsletter.
   */
  'email-cart-sent': { recipients: number; subscribe: boolean };
  /** The shopper opened a lookbook from a product page (a new tab). */
  'lookbook-opened': { nid: number; title: string };
  /**
   * A coupon was applied or removed (checkout's coupon pane, the cart's remove), with the
   * total the server answered.
   */
  'coupon-changed': { action: 'add' | 'remove'; code: string; total: number };
  /**
   * The swatch request page showed its swatch list (once per element): `count` swatches
   * offered, `selected` of them already chosen (a kept selection). Tracking: swatch_display
   * {swatch_count: count}.
   */
  'swatch-displayed': { count: number; selected: number };
  /**
   * The shopper selected or removed a swatch (not sent when the limit refused it): the option
   * id, its new state, how many are selected now and the limit.
   */
  'swatch-selection-changed': { optionId: number; selected: boolean; count: number; limit: number };
  /**
   * A swatch request was stored by the server: the option ids and the address's numeric
   * country code (spec/product.md: 124 840 410 826 36 344); no personal data. Tracking:
   * swatch_request {swatch_count: optionIds.length} and form_submit {form_name: 'swatch'}.
   */
  'swatch-requested': { optionIds: readonly number[]; country: number };
  /**
   * The server accepted a trade membership application (201): the applicant's country and
   * company type only, no personal data. Tracking: form_submit {form_name: 'trade'}.
   */
  'trade-applied': { country: 'US' | 'CA'; companyType: string };
  /** A server-driven tracking command (spec/marketing.md §7); core/tracking validates it. */
  'tracking-command': unknown;
  /** The loader has read the settings and defined the widgets on the page. */
  ready: { version: string };
  /**
   * Something went wrong that the console also shows (a `[rove]` warning or error): a vendor's
   * script that failed or was blocked, malformed settings, a failed call. For the retailer's
   * monitoring (docs/monitoring.md); the shopper keeps the widget's fallback.
   */
  problem: RoveProblem;
}

export type RoveEventName = keyof RoveEventMap;
