/**
 * The contract between <rove-popups>' logic (settings, triggers, caps, calls) and its views.
 * spec/marketing.md §3–§5, §7–§9 and the popups of spec/product.md §2, §4, §7, §9. Where the specification is
 * silent the choices are ours and documented in README.md.
 */
import type { Country } from '../../core/country';

/**
 * What a popup is for. Each kind has its defaults (trigger, caps, form), and each kind is
 * shown at most once per page (spec/marketing.md §4).
 *
 * - newsletter: email form → POST /klaviyo/api/subscribe (email, list, list2), done content.
 * - promo: html content with an optional call to action (campaigns).
 * - exit-intent: promo content, armed 5 s after load, shown when the pointer leaves the top of
 *   the window (desktop) — spec/marketing.md §9 exit-intent delay 5 seconds.
 * - showroom: html content, 5 s after load, at most once per 48 h, only when the geolocation
 *   city is one of `cities` (spec/product.md §4, §9).
 * - store-closing: html content for AU and KR visitors (spec/product.md §2).
 * - trade-newsletter: email form → the email-marketing endpoint (JSON:API subscription,
 *   success = status 202), 10 s after load, a 1-day cookie once handled (spec/product.md §4, §7, §9).
 * - campaign-signup: like trade-newsletter, with the campaign's list; email ≥ 2 characters
 *   (spec/product.md §5, spec/marketing.md §5).
 * - renewal: membership renewal overlay: accept → GET /user/membership/renewal (failure
 *   ignored) → submit the host's renewal form → close (spec/product.md §4, §7).
 */
export type PopupKind =
  | 'newsletter'
  | 'promo'
  | 'exit-intent'
  | 'showroom'
  | 'store-closing'
  | 'trade-newsletter'
  | 'campaign-signup'
  | 'renewal';

/**
 * When a popup fires once its conditions hold. Settings write the specification's shapes
 * (`{ interval: [seconds, pollMs] }`, `{ scroll: [percent] }`) plus ours (`'exit'`, `'load'`).
 */
export type PopupTrigger =
  /** `seconds` after load; the condition is re-checked every `pollMs` while waiting. */
  | { type: 'interval'; seconds: number; pollMs: number }
  /** When the page has been scrolled `percent` % of its scrollable height. */
  | { type: 'scroll'; percent: number }
  /** Pointer leaves through the top of the viewport, armed `armAfterSeconds` after load. */
  | { type: 'exit'; armAfterSeconds: number }
  /** As soon as the conditions hold. */
  | { type: 'load' };

/** Who may see a popup (all optional; absent = no restriction). Ours: the specification shows none. */
export interface PopupConditions {
  /** Visitor's country (settings.country). */
  countries?: readonly Country[];
  /** Path prefixes of pages where it may show ('/campaign/spring'). */
  paths?: readonly string[];
  /** true: only logged-in visitors; false: only anonymous ones. */
  loggedIn?: boolean;
  /** Minimum pages viewed in this session (tracking's session counters). */
  minSessionPages?: number;
  /** Hours to wait after it was last shown (showroom: 48). */
  everyHours?: number;
  /** Days it stays away after the visitor closed it (default 1). */
  daysAfterClose?: number;
  /** Hidden for visitors who subscribed before (default true for email kinds). */
  hideWhenSubscribed?: boolean;
}

/**
 * The specification's markup parts. HTML parts come from the CMS and are shown only through DOMPurify.
 */
export interface PopupMarkup {
  /** HTML above the email form (headline, offer). */
  form: string;
  /** HTML shown after a successful subscription. */
  done: string;
  /** Dim the page behind the popup (default true). */
  overlay: boolean;
  /** HTML body of a popup without a form (promo, showroom, store-closing, exit, renewal). */
  html: string;
  /**
   * Name announced after success as the DOM event `rove:popup-callback` {id, callback} on the
   * element — host scripts react to it (the specification's callback; never eval'd).
   */
  callback: string | null;
  /** Klaviyo list id; the settings' defaultList when empty. */
  list: string;
  /** Optional second list. */
  list2: string | null;
}

/** One validated popup definition. */
export interface PopupDefinition {
  id: string;
  kind: PopupKind;
  /** Accessible name of the dialog (its visible heading when the markup has none). */
  label: string;
  conditions: PopupConditions;
  trigger: PopupTrigger;
  markup: PopupMarkup;
  /** Call to action (promo, showroom, store-closing): same-origin or allow-listed URL only. */
  cta: { href: string; label: string } | null;
  /** Showroom: the geolocation cities it is for. */
  cities: readonly string[];
}

/** The countdown banner (spec/marketing.md §3). */
export interface CountdownSettings {
  countdownTitle: string;
  /** When it reaches zero (epoch ms; settings may give an ISO date). */
  countdownEnd: number;
}

/** settings.popups, validated (invalid parts dropped with one `[rove]` warning each). */
export interface PopupsConfig {
  popups: readonly PopupDefinition[];
  countdown: CountdownSettings | null;
  /** Klaviyo list used when a popup has none (the specification's "fixed default"). */
  defaultList: string;
  /** The email-marketing subscription endpoint (trade and campaign sign-ups). */
  marketingUrl: string;
  /** The geolocation service (spec/product.md §7); null = no showroom popup. */
  geolocationUrl: string | null;
  /** The newsletter stylesheet (spec/marketing.md §7); failure logs 'Error loading newsletter CSS'. */
  stylesheetUrl: string | null;
  /** The host's renewal form (renewal kind), a CSS selector. */
  renewalForm: string;
  /** How many campaign popups a visit may show (ours; default 1: README "One popup a visit"). */
  perVisit: number;
}

/** What the view shows for the open popup. */
export type PopupPhase = 'form' | 'sending' | 'done';

/** The popup's CMS HTML parts after sanitizing ('' for the parts its kind does not show). */
export interface CleanMarkup {
  form: string;
  done: string;
  html: string;
}

export interface ShownPopup {
  definition: PopupDefinition;
  /** Its markup, sanitized before it was shown (widgets/popups/clean-markup). */
  clean: CleanMarkup;
  phase: PopupPhase;
  /** The email field's value. */
  email: string;
  /** The field gets the error class (spec/marketing.md §5); no request was sent. */
  emailInvalid: boolean;
}

/** The countdown banner's state. */
export interface CountdownView {
  title: string;
  /** Remaining whole seconds (> 0 while shown). */
  remaining: number;
}

/** What <rove-popups>' view renders; the hook provides it. */
export interface PopupsViewProps {
  shown: ShownPopup | null;
  countdown: CountdownView | null;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  /** Renewal: accept the offer. */
  onAccept: () => void;
  onClose: () => void;
  onCountdownClose: () => void;
}
