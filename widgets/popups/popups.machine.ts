import { isBot } from './bots';
import {
  TRADE_NEWSLETTER_COOKIE_DAYS,
  countdownView,
  eligibility,
  type EligibilityContext,
} from './eligibility';
import { acceptsEmail, cityMatches } from './popup-rules';
import { EMAIL_KINDS, countsInVisit } from './popups-config';
import type {
  CleanMarkup,
  CountdownSettings,
  CountdownView,
  PopupDefinition,
  PopupKind,
  PopupTrigger,
  PopupsConfig,
  ShownPopup,
} from './types';

// The page's popups as one pure machine: which popups each <rove-popups> arms, which one holds
// the page's one slot, the open popup's form, and the countdown banner — with no clock, storage,
// DOM or network. Every instance on the page sends its events to one store of this machine
// (coordinator.ts); the adapters in usePopups.ts (triggers, geolocation, sanitizer, calls,
// storage, bus, clock) run the effects it returns and send back what happened.

/**
 * What the page says at the moment of an event, read by the adapters: the settings' country and
 * popups, the body's login flag, the clock, the path, local storage, the trade newsletter's
 * cookie, and whether another widget covers the page — everything a popup's conditions and caps
 * are checked against (eligibility.ts).
 */
export interface PageFacts extends EligibilityContext {
  /** When the shopper closed the countdown banner (epoch ms), or null. */
  readonly countdownClosedAt: number | null;
  /** Another widget's dialog, the search panel or the checkout covers the page. */
  readonly covered: boolean;
}

/** What one element reads once from the page when it mounts. */
export interface InstanceSettings {
  readonly config: PopupsConfig;
  /** The `only` attribute's ids; null = every popup of the settings, and the countdown. */
  readonly only: readonly string[] | null;
  readonly userAgent: string;
}

interface Entry {
  /** The element that armed it: it runs the popup's effects and renders its dialog. */
  readonly instance: number;
  readonly definition: PopupDefinition;
}

/** A popup whose trigger is armed, or which fired and whose markup is being cleaned. */
export interface Candidate extends Entry {
  readonly stage: 'armed' | 'fired';
}

/** A popup ready to show, waiting for the page's slot. */
export interface Waiting extends Entry {
  readonly clean: CleanMarkup;
}

/** The popup on screen, and the element that shows it. */
export interface OpenPopup extends ShownPopup {
  readonly instance: number;
}

export interface PopupsState {
  /**
   * Armed or fired popups of every element on the page. None is of a kind already shown: a
   * kind shows at most once per page, so showing one drops the others of its kind.
   */
  readonly candidates: readonly Candidate[];
  /** Waiting for the slot, oldest first. */
  readonly queue: readonly Waiting[];
  /** The page's one popup slot. */
  readonly shown: OpenPopup | null;
  readonly shownKinds: readonly PopupKind[];
  /** The banner, held by the first element that could show it until that element leaves. */
  readonly countdown: {
    readonly instance: number;
    readonly settings: CountdownSettings;
    /** Null once it reached zero or was closed. */
    readonly view: CountdownView | null;
  } | null;
}

export const initialPopupsState: PopupsState = {
  candidates: [],
  queue: [],
  shown: null,
  shownKinds: [],
  countdown: null,
};

export type PopupsEvent =
  /** An element mounted and read its settings. */
  | { type: 'settings-read'; instance: number; settings: InstanceSettings; facts: PageFacts }
  /**
   * A popup's trigger fired (its interval, scroll mark, exit intent or load) while `mayFire`
   * held: the trigger is spent either way. `city`: the answer of the geolocation lookup it
   * waited for (a showroom), null when it failed or there was none.
   */
  | { type: 'triggered'; instance: number; id: string; city: string | null }
  /** The popup's markup went through the sanitizer (null: it could not load). */
  | {
      type: 'markup-cleaned';
      instance: number;
      id: string;
      clean: CleanMarkup | null;
      facts: PageFacts;
    }
  /** Another widget's overlay opened or closed (core/overlays). */
  | { type: 'overlay-changed'; facts: PageFacts }
  | { type: 'email-changed'; email: string }
  | { type: 'submitted'; now: number }
  /**
   * The form's call answered: the subscription (ok: the service took it), or the renewal's
   * enrolment (its failure is ignored). Only the element's current call answers.
   */
  | { type: 'answered'; instance: number; id: string; ok: boolean; facts: PageFacts }
  /** Renewal: the shopper accepted the offer. */
  | { type: 'accepted'; now: number }
  | { type: 'closed'; facts: PageFacts }
  /** A second of the countdown passed. */
  | { type: 'clock-ticked'; facts: PageFacts }
  | { type: 'countdown-closed'; now: number }
  /** The element left the page. */
  | { type: 'unmounted'; instance: number; facts: PageFacts };

/** What the machine asks the element named by `instance` to do. */
export type PopupsEffect = { readonly instance: number } & (
  | { type: 'load-stylesheet'; url: string }
  /** Arm its trigger; with `locate`, start the geolocation lookup its firing waits for. */
  | { type: 'arm'; id: string; trigger: PopupTrigger; locate: string | null }
  | { type: 'disarm'; id: string }
  /** Put the popup's markup through the sanitizer. */
  | { type: 'clean'; definition: PopupDefinition }
  /** It opened: its last-shown time stored, `popup-shown` told. */
  | { type: 'popup-shown'; definition: PopupDefinition; at: number }
  /** The form was sent: the engagement stored, the subscription sent. */
  | { type: 'subscribe'; definition: PopupDefinition; email: string; at: number }
  /** The renewal was accepted: the engagement stored, the enrolment sent. */
  | { type: 'enrol'; id: string; at: number }
  /** Subscribed: the time stored; the shopper identified, the page told. */
  | { type: 'newsletter-subscribed'; definition: PopupDefinition; email: string; at: number }
  | { type: 'submit-renewal-form' }
  /** It closed: the call in flight aborted, the close time stored. */
  | { type: 'popup-closed'; id: string; at: number }
  | { type: 'trade-cookie'; days: number }
  | { type: 'start-clock' }
  /** The banner went: at zero, or closed by the shopper at `closedAt` (stored). */
  | { type: 'stop-clock'; closedAt: number | null }
);

export interface PopupsStep {
  readonly state: PopupsState;
  /** To run in order, after the state changed. */
  readonly effects: readonly PopupsEffect[];
}

type Effects = PopupsEffect[];

const eligible = ({ definition }: Entry, facts: PageFacts) => eligibility(definition, facts).ok;

const candidateOf = (state: PopupsState, instance: number, id: string) =>
  state.candidates.find((c) => c.instance === instance && c.definition.id === id);

const drop = (state: PopupsState, candidate: Candidate): PopupsState => ({
  ...state,
  candidates: state.candidates.filter((c) => c !== candidate),
});

/**
 * Whether an armed popup may fire now: its conditions and caps hold. The trigger adapter asks
 * before it fires; an interval keeps polling until this holds.
 *
 * @example mayFire(state, 1, 'spring-news', facts) // true once nothing keeps it away
 */
export function mayFire(
  state: PopupsState,
  instance: number,
  id: string,
  facts: PageFacts,
): boolean {
  const candidate = candidateOf(state, instance, id);
  return candidate?.stage === 'armed' && eligible(candidate, facts);
}

/**
 * Shows `next` in the page's slot; the other popups of its kind are dropped, and once the visit
 * has shown as many campaign popups as it may (`popups.perVisit`), every other campaign popup.
 */
function show(state: PopupsState, next: Waiting, facts: PageFacts, fx: Effects): PopupsState {
  const { instance, definition, clean } = next;
  const { kind } = definition;
  const full = countsInVisit(kind) && facts.shownThisVisit + 1 >= facts.perVisit;
  const goes = ({ definition: other }: Entry) =>
    other.kind === kind || (full && countsInVisit(other.kind));
  for (const other of state.candidates)
    if (goes(other)) fx.push({ instance: other.instance, type: 'disarm', id: other.definition.id });
  fx.push({ instance, type: 'popup-shown', definition, at: facts.now });
  return {
    ...state,
    candidates: state.candidates.filter((other) => !goes(other)),
    queue: state.queue.filter((other) => !goes(other)),
    shownKinds: [...state.shownKinds, kind],
    shown: { instance, definition, clean, phase: 'form', email: '', emailInvalid: false },
  };
}

/**
 * Gives the free slot to the oldest waiting popup while nothing covers the page; one that no
 * longer may show (the visitor subscribed or closed it meanwhile) is dropped.
 */
function pump(state: PopupsState, facts: PageFacts, fx: Effects): PopupsState {
  let next = state;
  while (!next.shown && !facts.covered && next.queue.length > 0) {
    const [first, ...rest] = next.queue as [Waiting, ...Waiting[]];
    next = { ...next, queue: rest };
    if (eligible(first, facts)) next = show(next, first, facts, fx);
  }
  return next;
}

/** Closes the open popup (recorded; the trade newsletter's cookie) and frees the slot. */
function close(state: PopupsState, facts: PageFacts, fx: Effects): PopupsState {
  const { shown } = state;
  if (!shown) return state;
  const { instance, definition } = shown;
  fx.push({ instance, type: 'popup-closed', id: definition.id, at: facts.now });
  tradeCookie(shown, fx);
  return pump({ ...state, shown: null }, facts, fx);
}

/** The trade newsletter stays away a day once closed or subscribed. */
function tradeCookie({ instance, definition }: OpenPopup, fx: Effects): void {
  if (definition.kind === 'trade-newsletter')
    fx.push({ instance, type: 'trade-cookie', days: TRADE_NEWSLETTER_COOKIE_DAYS });
}

/** An element's popups armed, its stylesheet, and the countdown if it is the first to claim it. */
function settingsRead(
  state: PopupsState,
  { instance, settings, facts }: PopupsEvent & { type: 'settings-read' },
  fx: Effects,
): PopupsState {
  // Crawlers get nothing at all: no popup, no countdown, no stylesheet, no call, no timer.
  if (isBot(settings.userAgent)) return state;
  const { config, only } = settings;
  const definitions = config.popups.filter((popup) => !only || only.includes(popup.id));
  if (config.stylesheetUrl && definitions.length > 0)
    fx.push({ instance, type: 'load-stylesheet', url: config.stylesheetUrl });
  const armed: Candidate[] = [];
  for (const definition of definitions) {
    const { id, kind, trigger } = definition;
    const candidate: Candidate = { instance, definition, stage: 'armed' };
    if (state.shownKinds.includes(kind) || !eligible(candidate, facts)) continue;
    // A showroom waits for the geolocation lookup: no service, no showroom popup.
    const locate = kind === 'showroom' ? config.geolocationUrl : null;
    if (kind === 'showroom' && !locate) continue;
    fx.push({ instance, type: 'arm', id, trigger, locate });
    armed.push(candidate);
  }
  let { countdown } = state;
  // An element with `only` never shows the countdown; one per page.
  if (!only && config.countdown && !countdown) {
    const view = countdownView(config.countdown, facts.now, facts.countdownClosedAt);
    countdown = { instance, settings: config.countdown, view };
    if (view) fx.push({ instance, type: 'start-clock' });
  }
  return { ...state, candidates: [...state.candidates, ...armed], countdown };
}

type FormEvent = PopupsEvent & {
  type: 'email-changed' | 'submitted' | 'accepted';
};

/** The open popup's form: the email field, the subscription, the renewal's acceptance. */
function form(shown: OpenPopup, event: FormEvent, fx: Effects): OpenPopup {
  const { instance, definition, phase } = shown;
  const { kind, id } = definition;
  switch (event.type) {
    case 'email-changed': {
      if (phase !== 'form') return shown;
      // The error stays until the address is right, not a keystroke longer.
      const emailInvalid = shown.emailInvalid && !acceptsEmail(kind, event.email);
      return { ...shown, email: event.email, emailInvalid };
    }
    case 'submitted': {
      if (phase !== 'form' || !EMAIL_KINDS.has(kind)) return shown;
      const email = shown.email.trim();
      if (!acceptsEmail(kind, email)) return { ...shown, emailInvalid: true };
      fx.push({ instance, type: 'subscribe', definition, email, at: event.now });
      return { ...shown, email, emailInvalid: false, phase: 'sending' };
    }
    case 'accepted':
      if (phase !== 'form' || kind !== 'renewal') return shown;
      fx.push({ instance, type: 'enrol', id, at: event.now });
      return { ...shown, phase: 'sending' };
  }
}

type Countdown = NonNullable<PopupsState['countdown']>;

/** The banner: a second passed (gone at zero, or once closed in another tab), or a close. */
function countdownEvent(
  countdown: Countdown,
  event: PopupsEvent & { type: 'clock-ticked' | 'countdown-closed' },
  fx: Effects,
): Countdown {
  const { instance, settings, view } = countdown;
  if (!view) return countdown;
  if (event.type === 'countdown-closed') {
    fx.push({ instance, type: 'stop-clock', closedAt: event.now });
    return { ...countdown, view: null };
  }
  const next = countdownView(settings, event.facts.now, event.facts.countdownClosedAt);
  if (next?.remaining === view.remaining) return countdown;
  if (!next) fx.push({ instance, type: 'stop-clock', closedAt: null });
  return { ...countdown, view: next };
}

function reduce(state: PopupsState, event: PopupsEvent, fx: Effects): PopupsState {
  const { shown, countdown } = state;
  switch (event.type) {
    case 'settings-read':
      return settingsRead(state, event, fx);
    case 'triggered': {
      const candidate = candidateOf(state, event.instance, event.id);
      if (candidate?.stage !== 'armed') return state;
      const { definition } = candidate;
      // A showroom shows only in one of its cities (in none when the lookup failed). Its
      // conditions are checked again when the slot is free.
      if (definition.kind === 'showroom' && !cityMatches(definition.cities, event.city ?? ''))
        return drop(state, candidate);
      fx.push({ instance: event.instance, type: 'clean', definition });
      return {
        ...state,
        candidates: state.candidates.map((c) => (c === candidate ? { ...c, stage: 'fired' } : c)),
      };
    }
    case 'markup-cleaned': {
      const candidate = candidateOf(state, event.instance, event.id);
      if (candidate?.stage !== 'fired') return state;
      const rest = drop(state, candidate);
      // Without its sanitizer a popup never shows: CMS HTML is never shown unsanitized.
      if (!event.clean) return rest;
      const { instance, definition } = candidate;
      const waiting: Waiting = { instance, definition, clean: event.clean };
      return pump({ ...rest, queue: [...state.queue, waiting] }, event.facts, fx);
    }
    case 'overlay-changed':
      return pump(state, event.facts, fx);
    case 'answered': {
      if (
        shown?.phase !== 'sending' ||
        shown.instance !== event.instance ||
        shown.definition.id !== event.id
      )
        return state;
      const { instance, definition, email } = shown;
      if (definition.kind === 'renewal') {
        // Accepted: the host's renewal form is submitted, then the popup closes.
        fx.push({ instance, type: 'submit-renewal-form' });
        return close(state, event.facts, fx);
      }
      // A failure is only logged: the form comes back for another try.
      if (!event.ok) return { ...state, shown: { ...shown, phase: 'form' } };
      tradeCookie(shown, fx);
      const at = event.facts.now;
      fx.push({ instance, type: 'newsletter-subscribed', definition, email, at });
      return { ...state, shown: { ...shown, phase: 'done' } };
    }
    case 'closed':
      return close(state, event.facts, fx);
    case 'clock-ticked':
    case 'countdown-closed': {
      const next = countdown && countdownEvent(countdown, event, fx);
      return next === countdown ? state : { ...state, countdown: next };
    }
    case 'unmounted': {
      // Its popups go; one it showed frees the slot (not recorded as closed), as does the banner.
      const { instance } = event;
      const others = <T extends { instance: number }>(list: readonly T[]) =>
        list.filter((entry) => entry.instance !== instance);
      return pump(
        {
          ...state,
          candidates: others(state.candidates),
          queue: others(state.queue),
          shown: shown?.instance === instance ? null : shown,
          countdown: countdown?.instance === instance ? null : countdown,
        },
        event.facts,
        fx,
      );
    }
    default: {
      const next = shown && form(shown, event, fx);
      return next === shown ? state : { ...state, shown: next };
    }
  }
}

/**
 * The next state and the effects to run, in order. An event that changes nothing leaves the
 * same state object (views re-render only for a new one).
 *
 * @example popupsReducer(state, { type: 'closed', facts }).effects // [{ instance: 1, type: 'popup-closed', id: 'spring-news', at: facts.now }]
 */
export function popupsReducer(state: PopupsState, event: PopupsEvent): PopupsStep {
  const effects: Effects = [];
  return { state: reduce(state, event, effects), effects };
}
